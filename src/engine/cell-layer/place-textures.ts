export type TextureKind = {
  internal: number
  format: number
  type: number
  texels: number
  components: number
}

export function textureKinds(
  gl: WebGL2RenderingContext,
): Record<'corners' | 'values' | 'marks', TextureKind> {
  return {
    corners: { internal: gl.RGBA32F, format: gl.RGBA, type: gl.FLOAT, texels: 2, components: 8 },
    values: { internal: gl.R32F, format: gl.RED, type: gl.FLOAT, texels: 1, components: 1 },
    marks: {
      internal: gl.R8UI,
      format: gl.RED_INTEGER,
      type: gl.UNSIGNED_BYTE,
      texels: 1,
      components: 1,
    },
  }
}

/** The corners take two texels a place, so a row holds half the texture width. */
export function textureLayout(
  places: number,
  maxTextureSize: number,
): { width: number; rows: number } {
  const width = Math.min(4096, Math.floor(maxTextureSize / 2))
  const rows = Math.max(1, Math.ceil(places / width))
  if (rows > maxTextureSize) {
    throw new Error(
      `This GPU draws at most ${width * maxTextureSize} cells at once; the grid has ${places}.`,
    )
  }
  return { width, rows }
}

export function uploadPlaces(
  gl: WebGL2RenderingContext,
  width: number,
  places: number,
  { texels, components, format, type }: TextureKind,
  data: Float32Array | Uint8Array,
): void {
  const rows = Math.floor(places / width)
  if (rows > 0) {
    const whole = data.subarray(0, rows * width * components)
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width * texels, rows, format, type, whole)
  }
  const rest = places - rows * width
  if (rest > 0) {
    const last = data.subarray(rows * width * components, places * components)
    gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, rows, rest * texels, 1, format, type, last)
  }
}

export function newTexture(gl: WebGL2RenderingContext): WebGLTexture {
  const texture = gl.createTexture()
  gl.bindTexture(gl.TEXTURE_2D, texture)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
  return texture
}

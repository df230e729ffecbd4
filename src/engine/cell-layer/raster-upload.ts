import type { CellRaster } from '../grid-tiles/cell-raster'
import { newTexture } from './place-textures'

export type RasterGpu = {
  texture: WebGLTexture
  vao: WebGLVertexArrayObject
  vertices: WebGLBuffer
  indices: WebGLBuffer
  count: number
  type: number
}

export function rasterFits(
  raster: Pick<CellRaster, 'width' | 'height'>,
  maxTextureSize: number,
): boolean {
  return raster.width <= maxTextureSize && raster.height <= maxTextureSize
}

export function warpIndices(divisions: number): Uint16Array | Uint32Array {
  const side = divisions + 1
  const indices =
    side * side <= 65536
      ? new Uint16Array(divisions * divisions * 6)
      : new Uint32Array(divisions * divisions * 6)
  let at = 0
  for (let row = 0; row < divisions; row += 1) {
    for (let column = 0; column < divisions; column += 1) {
      const southWest = row * side + column
      const northWest = southWest + side
      indices.set(
        [southWest, southWest + 1, northWest, northWest, southWest + 1, northWest + 1],
        at,
      )
      at += 6
    }
  }
  return indices
}

/** A vertex array of its own, so maplibre's bindings are not touched. */
export function uploadRaster(gl: WebGL2RenderingContext, raster: CellRaster): RasterGpu {
  const texture = newTexture(gl)
  gl.texStorage2D(gl.TEXTURE_2D, 1, gl.R32UI, raster.width, raster.height)
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4)
  gl.texSubImage2D(
    gl.TEXTURE_2D,
    0,
    0,
    0,
    raster.width,
    raster.height,
    gl.RED_INTEGER,
    gl.UNSIGNED_INT,
    raster.places,
  )
  gl.bindTexture(gl.TEXTURE_2D, null)

  const vao = gl.createVertexArray()
  gl.bindVertexArray(vao)
  const vertices = gl.createBuffer()
  gl.bindBuffer(gl.ARRAY_BUFFER, vertices)
  gl.bufferData(gl.ARRAY_BUFFER, raster.mesh, gl.STATIC_DRAW)
  // Per vertex x, y (world, relative to the origin) then u, v: 16 bytes.
  gl.enableVertexAttribArray(0)
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 16, 0)
  gl.enableVertexAttribArray(1)
  gl.vertexAttribPointer(1, 2, gl.FLOAT, false, 16, 8)
  const indices = gl.createBuffer()
  const order = warpIndices(raster.divisions)
  gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, indices)
  gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, order, gl.STATIC_DRAW)
  gl.bindVertexArray(null)
  gl.bindBuffer(gl.ARRAY_BUFFER, null)
  const type = order instanceof Uint16Array ? gl.UNSIGNED_SHORT : gl.UNSIGNED_INT
  return { texture, vao, vertices, indices, count: order.length, type }
}

export function drawWarpMesh(gl: WebGL2RenderingContext, raster: RasterGpu): void {
  gl.bindVertexArray(raster.vao)
  gl.drawElements(gl.TRIANGLES, raster.count, raster.type, 0)
  gl.bindVertexArray(null)
}

export function deleteRaster(gl: WebGL2RenderingContext, raster: RasterGpu): void {
  gl.deleteTexture(raster.texture)
  gl.deleteVertexArray(raster.vao)
  gl.deleteBuffer(raster.vertices)
  gl.deleteBuffer(raster.indices)
}

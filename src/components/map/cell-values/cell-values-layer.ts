import type { CustomLayerInterface, CustomRenderMethodInput, Map as MaplibreMap } from 'maplibre-gl'
import type { ColourClasses } from '@/lib/results-file/colour-classes'
import type { CellQuads } from '../grid-tiles/cell-quads'
import { FRAGMENT_SHADER, MAX_EDGES, VERTEX_SHADER } from './cell-values-shaders'

/** What the results map asks of the layer; everything else stays on the GPU. */
export type CellValuesLayer = CustomLayerInterface & {
  /** The cells' geometry, once per grid. */
  setQuads(quads: CellQuads): void
  /** One value per place (NOT_DRAWN: not drawn): the only upload of a new time step; null draws nothing. */
  setValues(values: Float32Array | null): void
  /** 1: hatched up (became wet), 2: hatched down (became dry), 0 or null: none. */
  setMarks(marks: Uint8Array | null): void
  setClasses(classes: ColourClasses): void
  /** Called after each frame the layer drew, with the values it drew (for tests and the bench). */
  setOnDrawn(listener: ((values: Float32Array) => void) | null): void
}

type Gpu = {
  gl: WebGL2RenderingContext
  program: WebGLProgram
  vao: WebGLVertexArrayObject
  corners: WebGLTexture
  values: WebGLTexture
  marks: WebGLTexture
  /** Places per texture row. */
  width: number
  uniforms: Record<
    | 'matrix'
    | 'edges'
    | 'colours'
    | 'opacity'
    | 'pointRadius'
    | 'viewport'
    | 'width'
    | 'corners'
    | 'values'
    | 'marks',
    WebGLUniformLocation | null
  >
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type)
  if (!shader) throw new Error('WebGL could not create a shader')
  gl.shaderSource(shader, source)
  gl.compileShader(shader)
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    throw new Error(`The cell layer's shader did not compile: ${gl.getShaderInfoLog(shader)}`)
  }
  return shader
}

function linkProgram(gl: WebGL2RenderingContext): WebGLProgram {
  const program = gl.createProgram()
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER))
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER))
  gl.linkProgram(program)
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(`The cell layer's shaders did not link: ${gl.getProgramInfoLog(program)}`)
  }
  return program
}

/** Premultiplication happens in the shader; a transparent class is alpha 0. */
function rgba(colour: string | null): [number, number, number, number] {
  if (!colour) return [0, 0, 0, 0]
  const hex = colour.replace('#', '')
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255
  return [channel(0), channel(2), channel(4), 1]
}

/** Edges padded with +∞ and colours with the last one, to the shader's fixed sizes. */
export function classUniforms(classes: ColourClasses): {
  edges: Float32Array
  colours: Float32Array
} {
  if (classes.edges.length > MAX_EDGES) {
    throw new Error(`At most ${MAX_EDGES} class edges can be drawn; got ${classes.edges.length}.`)
  }
  const edges = new Float32Array(MAX_EDGES).fill(3.0e38)
  edges.set(classes.edges)
  const colours = new Float32Array((MAX_EDGES + 1) * 4)
  for (let index = 0; index <= MAX_EDGES; index += 1) {
    const colour = classes.colours[Math.min(index, classes.colours.length - 1)] ?? null
    colours.set(rgba(colour), index * 4)
  }
  return { edges, colours }
}

/** The view-projection matrix with the quads' origin added back, in float64 before float32. */
export function matrixWithOrigin(
  matrix: ArrayLike<number>,
  [x, y]: [number, number],
): Float32Array {
  const result = Float32Array.from(matrix)
  for (let row = 0; row < 4; row += 1) {
    result[12 + row] = (matrix[row] ?? 0) * x + (matrix[4 + row] ?? 0) * y + (matrix[12 + row] ?? 0)
  }
  return result
}

/**
 * Places per texture row: the corners take two texels a place, so a row holds half the GPU's
 * texture width (at most 4096 places); `places` then need this many rows.
 */
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

/**
 * Writes `places` places of `data` (`components` numbers each, `texels` texels each) into the
 * texture bound to TEXTURE_2D: the whole rows, then the last, partial one.
 */
function uploadPlaces(
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

type TextureKind = {
  internal: number
  format: number
  type: number
  /** Texels and numbers per place. */
  texels: number
  components: number
}

function textureKinds(
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

function newTexture(gl: WebGL2RenderingContext): WebGLTexture {
  const texture = gl.createTexture()
  gl.bindTexture(gl.TEXTURE_2D, texture)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE)
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE)
  return texture
}

function startGpu(gl: WebGL2RenderingContext): Gpu {
  const program = linkProgram(gl)
  const uniform = (name: string) => gl.getUniformLocation(program, name)
  const maxTextureSize = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number
  const [corners, values, marks] = [newTexture(gl), newTexture(gl), newTexture(gl)]
  gl.bindTexture(gl.TEXTURE_2D, null)
  return {
    gl,
    program,
    vao: gl.createVertexArray(),
    corners,
    values,
    marks,
    width: textureLayout(0, maxTextureSize).width,
    uniforms: {
      matrix: uniform('u_matrix'),
      edges: uniform('u_edges'),
      colours: uniform('u_colours'),
      opacity: uniform('u_opacity'),
      pointRadius: uniform('u_point_radius'),
      viewport: uniform('u_viewport'),
      width: uniform('u_width'),
      corners: uniform('u_corners'),
      values: uniform('u_values'),
      marks: uniform('u_marks'),
    },
  }
}

/** What the layer was last given; `dirty` says what the GPU has not had yet. */
type Held = {
  quads: CellQuads | null
  values: Float32Array | null
  marks: Uint8Array | null
  classes: ReturnType<typeof classUniforms> | null
  dirty: { quads: boolean; values: boolean; marks: boolean }
}

/** Texture storage for the quads' places (once per grid), then the changed data, as texels. */
function uploadChanged(gpu: Gpu, held: Held): void {
  const { gl, width } = gpu
  const { quads, values, marks, dirty } = held
  const places = quads?.places ?? 0
  const kinds = textureKinds(gl)
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1)
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false)
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false)
  if (dirty.quads && quads) {
    const { rows } = textureLayout(places, gl.getParameter(gl.MAX_TEXTURE_SIZE) as number)
    // Immutable storage cannot be resized: a new grid gets new textures.
    for (const name of ['corners', 'values', 'marks'] as const) {
      gl.deleteTexture(gpu[name])
      gpu[name] = newTexture(gl)
      gl.texStorage2D(gl.TEXTURE_2D, 1, kinds[name].internal, width * kinds[name].texels, rows)
    }
    gl.bindTexture(gl.TEXTURE_2D, gpu.corners)
    uploadPlaces(gl, width, places, kinds.corners, quads.corners)
    dirty.values = dirty.marks = true
  }
  if (dirty.values && values) {
    gl.bindTexture(gl.TEXTURE_2D, gpu.values)
    uploadPlaces(gl, width, places, kinds.values, values)
  }
  if (dirty.marks) {
    gl.bindTexture(gl.TEXTURE_2D, gpu.marks)
    uploadPlaces(gl, width, places, kinds.marks, marks ?? new Uint8Array(places))
  }
  gl.bindTexture(gl.TEXTURE_2D, null)
  dirty.quads = dirty.values = dirty.marks = false
}

/** How the quads are drawn: their opacity, and a dot's radius in CSS pixels (0: cells). */
export type CellValuesStyle = { opacity: number; pointRadius: number }

function draw(gpu: Gpu, held: Held, matrix: ArrayLike<number>, style: CellValuesStyle): boolean {
  const { quads, classes } = held
  if (!quads || !held.values || !classes) return false
  const { gl, uniforms } = gpu
  uploadChanged(gpu, held)
  gl.useProgram(gpu.program)
  gl.uniformMatrix4fv(uniforms.matrix, false, matrixWithOrigin(matrix, quads.origin))
  gl.uniform1fv(uniforms.edges, classes.edges)
  gl.uniform4fv(uniforms.colours, classes.colours)
  gl.uniform1f(uniforms.opacity, style.opacity)
  gl.uniform1f(uniforms.pointRadius, style.pointRadius * devicePixelRatio)
  gl.uniform2f(uniforms.viewport, gl.drawingBufferWidth, gl.drawingBufferHeight)
  gl.uniform1i(uniforms.width, gpu.width)
  const textures = [gpu.corners, gpu.values, gpu.marks]
  textures.forEach((texture, unit) => {
    gl.activeTexture(gl.TEXTURE0 + unit)
    gl.bindTexture(gl.TEXTURE_2D, texture)
  })
  gl.uniform1i(uniforms.corners, 0)
  gl.uniform1i(uniforms.values, 1)
  gl.uniform1i(uniforms.marks, 2)
  gl.enable(gl.BLEND)
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
  gl.disable(gl.DEPTH_TEST)
  gl.disable(gl.STENCIL_TEST)
  gl.bindVertexArray(gpu.vao)
  gl.drawArrays(gl.TRIANGLES, 0, quads.places * 6)
  gl.bindVertexArray(null)
  textures.forEach((_, unit) => {
    gl.activeTexture(gl.TEXTURE0 + unit)
    gl.bindTexture(gl.TEXTURE_2D, null)
  })
  gl.activeTexture(gl.TEXTURE0)
  return true
}

function stopGpu({ gl, ...gpu }: Gpu): void {
  gl.deleteTexture(gpu.corners)
  gl.deleteTexture(gpu.values)
  gl.deleteTexture(gpu.marks)
  gl.deleteVertexArray(gpu.vao)
  gl.deleteProgram(gpu.program)
}

/**
 * Values per 2D cell drawn as two triangles each, pulled from textures in the vertex shader
 * (cell-values-shaders.ts): the geometry is uploaded once, a new time step uploads one float per
 * cell (`texSubImage2D`), and the colour class is found on the GPU. No feature state, no GeoJSON.
 */
export function createCellValuesLayer(
  id: string,
  style: CellValuesStyle = { opacity: 0.85, pointRadius: 0 },
): CellValuesLayer {
  let map: MaplibreMap | null = null
  let gpu: Gpu | null = null
  const held: Held = {
    quads: null,
    values: null,
    marks: null,
    classes: null,
    dirty: { quads: false, values: false, marks: false },
  }
  const changed = () => map?.triggerRepaint()
  let onDrawn: ((values: Float32Array) => void) | null = null

  const layer: CellValuesLayer = {
    id,
    type: 'custom',
    renderingMode: '2d',
    onAdd(added, gl) {
      if (!(gl instanceof WebGL2RenderingContext)) {
        throw new Error('The results map needs WebGL 2, which this browser does not give.')
      }
      map = added
      gpu = startGpu(gl)
      held.dirty.quads = held.quads !== null
    },
    onRemove() {
      if (gpu) stopGpu(gpu)
      gpu = null
      map = null
    },
    render(_gl, options: CustomRenderMethodInput) {
      if (gpu && draw(gpu, held, options.defaultProjectionData.mainMatrix, style) && held.values) {
        onDrawn?.(held.values)
      }
    },
    setQuads(next) {
      held.quads = next
      held.dirty.quads = true
      changed()
    },
    setValues(next) {
      held.values = next
      held.dirty.values = true
      changed()
    },
    setMarks(next) {
      held.marks = next
      held.dirty.marks = true
      changed()
    },
    setOnDrawn(listener) {
      onDrawn = listener
    },
    setClasses(next) {
      held.classes = classUniforms(next)
      changed()
    },
  }
  return layer
}

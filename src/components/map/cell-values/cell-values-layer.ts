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
  corners: WebGLBuffer
  values: WebGLBuffer
  marks: WebGLBuffer
  uniforms: Record<
    'matrix' | 'edges' | 'colours' | 'opacity' | 'pointRadius' | 'viewport',
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

function attribute(
  gl: WebGL2RenderingContext,
  program: WebGLProgram,
  name: string,
  size: number,
  stride: number,
  offset: number,
) {
  const location = gl.getAttribLocation(program, name)
  gl.enableVertexAttribArray(location)
  gl.vertexAttribPointer(location, size, gl.FLOAT, false, stride, offset)
  gl.vertexAttribDivisor(location, 1)
}

function startGpu(gl: WebGL2RenderingContext): Gpu {
  const program = linkProgram(gl)
  const vao = gl.createVertexArray()
  const [corners, values, marks] = [gl.createBuffer(), gl.createBuffer(), gl.createBuffer()]
  gl.bindVertexArray(vao)
  gl.bindBuffer(gl.ARRAY_BUFFER, corners)
  attribute(gl, program, 'a_south', 4, 32, 0)
  attribute(gl, program, 'a_north', 4, 32, 16)
  gl.bindBuffer(gl.ARRAY_BUFFER, values)
  attribute(gl, program, 'a_value', 1, 4, 0)
  gl.bindBuffer(gl.ARRAY_BUFFER, marks)
  const markLocation = gl.getAttribLocation(program, 'a_mark')
  gl.enableVertexAttribArray(markLocation)
  gl.vertexAttribPointer(markLocation, 1, gl.UNSIGNED_BYTE, false, 1, 0)
  gl.vertexAttribDivisor(markLocation, 1)
  gl.bindVertexArray(null)
  gl.bindBuffer(gl.ARRAY_BUFFER, null)
  const uniform = (name: string) => gl.getUniformLocation(program, name)
  return {
    gl,
    program,
    vao,
    corners,
    values,
    marks,
    uniforms: {
      matrix: uniform('u_matrix'),
      edges: uniform('u_edges'),
      colours: uniform('u_colours'),
      opacity: uniform('u_opacity'),
      pointRadius: uniform('u_point_radius'),
      viewport: uniform('u_viewport'),
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

function uploadChanged({ gl, ...buffers }: Gpu, held: Held): void {
  const { quads, values, marks, dirty } = held
  const places = quads?.places ?? 0
  if (dirty.quads && quads) {
    gl.bindBuffer(gl.ARRAY_BUFFER, buffers.corners)
    gl.bufferData(gl.ARRAY_BUFFER, quads.corners, gl.STATIC_DRAW)
    gl.bindBuffer(gl.ARRAY_BUFFER, buffers.values)
    gl.bufferData(gl.ARRAY_BUFFER, places * 4, gl.DYNAMIC_DRAW)
    gl.bindBuffer(gl.ARRAY_BUFFER, buffers.marks)
    gl.bufferData(gl.ARRAY_BUFFER, places, gl.DYNAMIC_DRAW)
    dirty.values = dirty.marks = true
  }
  if (dirty.values && values) {
    gl.bindBuffer(gl.ARRAY_BUFFER, buffers.values)
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, values.subarray(0, places))
  }
  if (dirty.marks) {
    gl.bindBuffer(gl.ARRAY_BUFFER, buffers.marks)
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, marks ? marks.subarray(0, places) : new Uint8Array(places))
  }
  gl.bindBuffer(gl.ARRAY_BUFFER, null)
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
  gl.enable(gl.BLEND)
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
  gl.disable(gl.DEPTH_TEST)
  gl.disable(gl.STENCIL_TEST)
  gl.bindVertexArray(gpu.vao)
  gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, quads.places)
  gl.bindVertexArray(null)
  return true
}

function stopGpu({ gl, ...gpu }: Gpu): void {
  gl.deleteBuffer(gpu.corners)
  gl.deleteBuffer(gpu.values)
  gl.deleteBuffer(gpu.marks)
  gl.deleteVertexArray(gpu.vao)
  gl.deleteProgram(gpu.program)
}

/**
 * Values per 2D cell drawn as instanced quads (docs/decisions/0033-results-map.md): the geometry
 * is uploaded once, a new time step uploads one float per cell (`bufferSubData`), and the colour
 * class is found on the GPU. No feature state, no GeoJSON.
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

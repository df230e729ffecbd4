import type { CustomLayerInterface, CustomRenderMethodInput } from 'maplibre-gl'
import type { ColourClasses } from '@/lib/results-file/colour-classes'
import type { CellQuads } from '../grid-tiles/cell-quads'
import { FRAGMENT_SHADER, MAX_EDGES, VERTEX_SHADER } from './cell-values-shaders'
import { linkProgram } from './gl-program'
import { newTexture, textureKinds, textureLayout, uploadPlaces } from './place-textures'
import { RASTER_FRAGMENT_SHADER, RASTER_VERTEX_SHADER } from './raster-shaders'
import {
  deleteRaster,
  drawWarpMesh,
  rasterFits,
  uploadRaster,
  type RasterGpu,
} from './raster-upload'

export type CellValuesLayer = CustomLayerInterface & {
  setQuads(quads: CellQuads): void
  /** NOT_DRAWN places are not drawn; the array it holds already changes nothing. */
  setValues(values: Float32Array | null): void
  /** 1: hatched up (became wet), 2: hatched down (became dry), 0 or null: none. */
  setMarks(marks: Uint8Array | null): void
  setClasses(classes: ColourClasses): void
  /** Called after each frame the layer drew, with the values it drew (for tests and the bench). */
  setOnDrawn(listener: ((values: Float32Array) => void) | null): void
  /** Outside maplibre's frame (water-canvas.ts), as `onAdd` does on a map's context. */
  startOn(gl: WebGL2RenderingContext, requestFrame: () => void): void
  stop(): void
  drawWith(matrix: ArrayLike<number>): void
}

type Program = { program: WebGLProgram; uniforms: Record<UniformName, WebGLUniformLocation | null> }

const UNIFORMS = {
  matrix: 'u_matrix',
  edges: 'u_edges',
  colours: 'u_colours',
  opacity: 'u_opacity',
  pointRadius: 'u_point_radius',
  viewport: 'u_viewport',
  width: 'u_width',
  corners: 'u_corners',
  raster: 'u_raster',
  values: 'u_values',
  marks: 'u_marks',
} as const
type UniformName = keyof typeof UNIFORMS

type Gpu = {
  gl: WebGL2RenderingContext
  triangles: Program
  rasterProgram: Program
  vao: WebGLVertexArrayObject
  corners: WebGLTexture
  values: WebGLTexture
  marks: WebGLTexture
  raster: RasterGpu | null
  width: number
  maxTextureSize: number
}

function programOf(gl: WebGL2RenderingContext, vertex: string, fragment: string): Program {
  const program = linkProgram(gl, vertex, fragment)
  const entries = Object.entries(UNIFORMS).map(([key, name]) => [
    key,
    gl.getUniformLocation(program, name),
  ])
  return { program, uniforms: Object.fromEntries(entries) as Program['uniforms'] }
}

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

function startGpu(gl: WebGL2RenderingContext): Gpu {
  const maxTextureSize = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number
  const [corners, values, marks] = [newTexture(gl), newTexture(gl), newTexture(gl)]
  gl.bindTexture(gl.TEXTURE_2D, null)
  return {
    gl,
    triangles: programOf(gl, VERTEX_SHADER, FRAGMENT_SHADER),
    rasterProgram: programOf(gl, RASTER_VERTEX_SHADER, RASTER_FRAGMENT_SHADER),
    vao: gl.createVertexArray(),
    corners,
    values,
    marks,
    raster: null,
    width: textureLayout(0, maxTextureSize).width,
    maxTextureSize,
  }
}

type Held = {
  quads: CellQuads | null
  values: Float32Array | null
  marks: Uint8Array | null
  classes: ReturnType<typeof classUniforms> | null
  dirty: { quads: boolean; values: boolean; marks: boolean }
}

/** Immutable texture storage cannot be resized: a new grid gets new textures. */
function uploadGeometry(gpu: Gpu, quads: CellQuads): void {
  const { gl, width } = gpu
  const kinds = textureKinds(gl)
  const { rows } = textureLayout(quads.places, gpu.maxTextureSize)
  if (gpu.raster) deleteRaster(gl, gpu.raster)
  const raster = quads.raster && rasterFits(quads.raster, gpu.maxTextureSize) ? quads.raster : null
  gpu.raster = raster ? uploadRaster(gl, raster) : null
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1)
  for (const name of ['corners', 'values', 'marks'] as const) {
    gl.deleteTexture(gpu[name])
    gpu[name] = newTexture(gl)
    if (name === 'corners' && raster) continue
    gl.texStorage2D(gl.TEXTURE_2D, 1, kinds[name].internal, width * kinds[name].texels, rows)
  }
  if (!raster) {
    gl.bindTexture(gl.TEXTURE_2D, gpu.corners)
    uploadPlaces(gl, width, quads.places, kinds.corners, quads.corners)
  }
}

function uploadChanged(gpu: Gpu, held: Held): void {
  const { gl, width } = gpu
  const { quads, values, marks, dirty } = held
  const places = quads?.places ?? 0
  const kinds = textureKinds(gl)
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false)
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false)
  if (dirty.quads && quads) {
    uploadGeometry(gpu, quads)
    dirty.values = dirty.marks = true
  }
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1)
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

const NO_WEBGL2 = 'The results map needs WebGL 2, which this browser does not give.'

export type CellValuesStyle = { opacity: number; pointRadius: number }

function draw(gpu: Gpu, held: Held, matrix: ArrayLike<number>, style: CellValuesStyle): boolean {
  const { quads, classes } = held
  if (!quads || !held.values || !classes) return false
  const { gl } = gpu
  uploadChanged(gpu, held)
  const { raster } = gpu
  const { program, uniforms } = raster ? gpu.rasterProgram : gpu.triangles
  gl.useProgram(program)
  gl.uniformMatrix4fv(uniforms.matrix, false, matrixWithOrigin(matrix, quads.origin))
  gl.uniform1fv(uniforms.edges, classes.edges)
  gl.uniform4fv(uniforms.colours, classes.colours)
  gl.uniform1f(uniforms.opacity, style.opacity)
  gl.uniform1f(uniforms.pointRadius, style.pointRadius * devicePixelRatio)
  gl.uniform2f(uniforms.viewport, gl.drawingBufferWidth, gl.drawingBufferHeight)
  gl.uniform1i(uniforms.width, gpu.width)
  // Unit 0 holds the geometry: the raster, or the corners.
  const textures = [raster ? raster.texture : gpu.corners, gpu.values, gpu.marks]
  textures.forEach((texture, unit) => {
    gl.activeTexture(gl.TEXTURE0 + unit)
    gl.bindTexture(gl.TEXTURE_2D, texture)
  })
  gl.uniform1i(raster ? uniforms.raster : uniforms.corners, 0)
  gl.uniform1i(uniforms.values, 1)
  gl.uniform1i(uniforms.marks, 2)
  gl.enable(gl.BLEND)
  gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
  gl.disable(gl.DEPTH_TEST)
  gl.disable(gl.STENCIL_TEST)
  gl.disable(gl.CULL_FACE)
  if (raster) {
    drawWarpMesh(gl, raster)
  } else {
    gl.bindVertexArray(gpu.vao)
    gl.drawArrays(gl.TRIANGLES, 0, quads.places * 6)
    gl.bindVertexArray(null)
  }
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
  if (gpu.raster) deleteRaster(gl, gpu.raster)
  gl.deleteVertexArray(gpu.vao)
  gl.deleteProgram(gpu.triangles.program)
  gl.deleteProgram(gpu.rasterProgram.program)
}

/** A time step uploads one float per place; the colour class is found on the GPU. */
export function createCellValuesLayer(
  id: string,
  style: CellValuesStyle = { opacity: 0.85, pointRadius: 0 },
): CellValuesLayer {
  let requestFrame: (() => void) | null = null
  let gpu: Gpu | null = null
  const held: Held = {
    quads: null,
    values: null,
    marks: null,
    classes: null,
    dirty: { quads: false, values: false, marks: false },
  }
  const changed = () => requestFrame?.()
  let onDrawn: ((values: Float32Array) => void) | null = null

  const layer: CellValuesLayer = {
    id,
    type: 'custom',
    renderingMode: '2d',
    startOn(gl, request) {
      requestFrame = request
      gpu = startGpu(gl)
      held.dirty.quads = held.quads !== null
    },
    stop() {
      if (gpu) stopGpu(gpu)
      gpu = null
      requestFrame = null
    },
    drawWith(matrix) {
      if (gpu && draw(gpu, held, matrix, style) && held.values) onDrawn?.(held.values)
    },
    onAdd(map, gl) {
      if (!(gl instanceof WebGL2RenderingContext)) throw new Error(NO_WEBGL2)
      layer.startOn(gl, () => map.triggerRepaint())
    },
    onRemove() {
      layer.stop()
    },
    render(_gl, options: CustomRenderMethodInput) {
      layer.drawWith(options.defaultProjectionData.mainMatrix)
    },
    setQuads(next) {
      held.quads = next
      held.dirty.quads = true
      changed()
    },
    setValues(next) {
      // The same array again (a step drawn ahead of the page's render): nothing to upload.
      if (next === held.values) return
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

/** The map's shader follows the same class rule (docs/records/0035-results-map-drawing.md). */
export type ColourClasses = {
  edges: readonly number[]
  colours: readonly (string | null)[]
  unit: string
  notDrawn?: string
}

export const NOT_DRAWN = Math.fround(-3.0e38)

/** A place the file has no value for: not drawn either (below NOT_DRAWN), and told apart from dry. */
export const NO_VALUE = Math.fround(-3.2e38)

export const WET_DEPTH_M = 0.02

/** 0.02 as float32 is 0.0199999996: the wet threshold is compared in float32, as the shader does. */
const WET_DEPTH_F32 = Math.fround(WET_DEPTH_M)

export const isWetDepth = (depth: number) => depth >= WET_DEPTH_F32

/** Water depth (m): the classes a flood modeller reads; ColorBrewer YlGnBu, colour-blind safe. */
export const DEPTH_CLASSES: ColourClasses = {
  edges: [WET_DEPTH_M, 0.1, 0.3, 0.5, 1, 1.5, 2, 3],
  colours: [
    null,
    '#edf8b1',
    '#c7e9b4',
    '#7fcdbb',
    '#41b6c4',
    '#1d91c0',
    '#225ea8',
    '#253494',
    '#081d58',
  ],
  unit: 'm',
  notDrawn: 'dry',
}

/** New − reference (m): symmetric around zero, RdBu extended, blue where the new run is deeper. */
export const DIFFERENCE_CLASSES: ColourClasses = {
  edges: [-2, -1, -0.5, -0.25, -0.1, -0.05, 0.05, 0.1, 0.25, 0.5, 1, 2],
  colours: [
    '#67001f',
    '#b2182b',
    '#d6604d',
    '#f4a582',
    '#fddbc7',
    '#fbeee6',
    null,
    '#e6f0f7',
    '#d1e5f0',
    '#92c5de',
    '#4393c3',
    '#2166ac',
    '#053061',
  ],
  unit: 'm',
  notDrawn: 'little or no change',
}

const LEVEL_COLOURS = DEPTH_CLASSES.colours.filter((colour): colour is string => colour !== null)

function niceStep(span: number, parts: number): number {
  const raw = span / parts
  const power = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw) ?? raw
}

/** Levels depend on the model's terrain, so the classes follow the range the view shows. */
export function levelClasses(min: number, max: number): ColourClasses {
  const low = Number.isFinite(min) ? min : 0
  const high = Number.isFinite(max) && max > low ? max : low + 1
  const step = niceStep(high - low, LEVEL_COLOURS.length)
  const first = Math.floor(low / step) * step
  const edges = Array.from({ length: LEVEL_COLOURS.length - 1 }, (_, index) =>
    Number((first + step * (index + 1)).toFixed(6)),
  )
  return { edges, colours: LEVEL_COLOURS, unit: 'm' }
}

export function classOf(value: number, classes: ColourClasses): number {
  if (Number.isNaN(value) || value <= NOT_DRAWN) return -1
  let index = 0
  while (index < classes.edges.length && value >= Math.fround(classes.edges[index] ?? Infinity)) {
    index += 1
  }
  return index
}

export function colourOf(value: number, classes: ColourClasses): string | null {
  const index = classOf(value, classes)
  return index < 0 ? null : (classes.colours[index] ?? null)
}

export function classLabel(classes: ColourClasses, index: number): string {
  const { edges, unit } = classes
  const low = edges[index - 1]
  const high = edges[index]
  if (low === undefined) return `under ${high} ${unit}`
  if (high === undefined) return `${low} ${unit} and more`
  return `${low} – ${high} ${unit}`
}

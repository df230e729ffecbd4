import type { H5File } from '../h5-file'
import { ResultsReadError } from './errors'
import { damagedFileError } from './file-diagnosis'
import { DRY_LEVEL, markNoValues, PLATFORM_NO_VALUE, type StoredType } from './no-value'

export type MeshKind = '2D' | '1D'

export const MESH_VARIABLES: Record<MeshKind, { level: string; bottom: string }> = {
  '2D': { level: 'Mesh2D_s1', bottom: 'Mesh2DFace_zcc' },
  '1D': { level: 'Mesh1D_s1', bottom: 'Mesh1DNode_zcc' },
}

export type MeshLayout = {
  /** Nodes (2D cells, 1D nodes) in the file's order: place index i is node id i + 1. */
  nodes: number
  hasLevel: boolean
  hasBottom: boolean
}

export type ResultsLayout = {
  times: Float64Array
  timeUnits: string | null
  aggregateTimes: Record<string, Float64Array>
  meshes: Partial<Record<MeshKind, MeshLayout>>
}

type Dataset = {
  shape: number[] | null
  attrs: Record<string, { value: unknown } | undefined>
  value: unknown
  metadata?: StoredType
  slice(ranges: Array<[number, number] | []>): unknown
}

function datasetOf(file: H5File, name: string): Dataset | null {
  const entity = file.get(name) as unknown
  if (entity === null || typeof entity !== 'object' || !('shape' in entity)) return null
  return entity as Dataset
}

function required(file: H5File, name: string): Dataset {
  const dataset = datasetOf(file, name)
  // Named but not a dataset: HDF5 could not read its object header (damaged metadata).
  if (!dataset && file.get(name) !== null) {
    throw damagedFileError(`its variable ${name} does not read`)
  }
  if (!dataset) {
    throw new ResultsReadError('missing-variable', `The results file has no variable ${name}.`)
  }
  return dataset
}

function attributeNumber(dataset: Dataset, name: string): number | null {
  const value = dataset.attrs[name]?.value
  const first = ArrayBuffer.isView(value) ? (value as unknown as ArrayLike<number>)[0] : value
  return typeof first === 'number' || typeof first === 'bigint' ? Number(first) : null
}

function storedType(dataset: Dataset): StoredType | null {
  const metadata = dataset.metadata
  return metadata && typeof metadata.type === 'number' ? metadata : null
}

/** Every kind of "no value" becomes NaN: declared fills, netCDF's default, -9999, out of range (no-value.ts). */
function withNaNs(dataset: Dataset, values: unknown): Float32Array {
  if (!ArrayBuffer.isView(values)) {
    throw new ResultsReadError('unreadable', 'A variable of the results file is not numeric.')
  }
  const numbers = values as unknown as ArrayLike<number | bigint>
  const out = values instanceof Float32Array ? values : Float32Array.from(numbers, Number)
  const declared = [
    attributeNumber(dataset, '_FillValue'),
    attributeNumber(dataset, 'missing_value'),
  ]
  const dry = isWaterLevel(dataset) ? placesOf(out, PLATFORM_NO_VALUE) : []
  markNoValues(out, {
    declared: declared.filter((fill) => fill !== null),
    stored: storedType(dataset),
    elevation: isElevation(dataset),
  })
  for (const place of dry) out[place] = DRY_LEVEL
  return out
}

/** The platform writes -9999 as a dry cell's water level (record 0046). */
const isWaterLevel = (dataset: Dataset) =>
  textAttribute(dataset, 'standard_name') === 'water_surface_height_above_reference_datum'

function placesOf(values: Float32Array, wanted: number): number[] {
  const places: number[] = []
  for (let place = 0; place < values.length; place += 1) {
    if (values[place] === wanted) places.push(place)
  }
  return places
}

/** In metres and not a coordinate (`Mesh2DFace_xcc` is in metres too, far beyond any elevation). */
function isElevation(dataset: Dataset): boolean {
  const standardName = textAttribute(dataset, 'standard_name') ?? ''
  return (
    textAttribute(dataset, 'units') === 'm' &&
    dataset.attrs['axis'] === undefined &&
    !standardName.endsWith('_coordinate')
  )
}

function textAttribute(dataset: Dataset, name: string): string | null {
  const value = dataset.attrs[name]?.value
  return typeof value === 'string' ? value : null
}

export function timesOf(layout: ResultsLayout, variable: string): Float64Array {
  return layout.aggregateTimes[`time_${variable.replace(/^Mesh[12]D_/, '')}`] ?? layout.times
}

function readAggregateTimes(file: H5File): Record<string, Float64Array> {
  const axes: Record<string, Float64Array> = {}
  for (const name of file.keys()) {
    const axis = name.startsWith('time_') ? datasetOf(file, name) : null
    if (axis?.shape?.length === 1) axes[name] = Float64Array.from(withNaNs(axis, axis.value))
  }
  return axes
}

export function readLayout(file: H5File): ResultsLayout {
  const aggregateTimes = readAggregateTimes(file)
  const aggregate = Object.keys(aggregateTimes).length > 0 && datasetOf(file, 'time') === null
  const time = aggregate ? null : required(file, 'time')
  const times = time ? Float64Array.from(withNaNs(time, time.value)) : new Float64Array(0)
  const meshes: ResultsLayout['meshes'] = {}
  for (const mesh of ['2D', '1D'] as const) {
    const { level, bottom } = MESH_VARIABLES[mesh]
    const levelSet = datasetOf(file, level)
    const bottomSet = datasetOf(file, bottom)
    const nodes = levelSet?.shape?.[1] ?? bottomSet?.shape?.[0] ?? 0
    if (nodes > 0)
      meshes[mesh] = { nodes, hasLevel: levelSet !== null, hasBottom: bottomSet !== null }
  }
  const timeUnits = time ? textAttribute(time, 'units') : null
  return { times, timeUnits, aggregateTimes, meshes }
}

function timeVariable(file: H5File, name: string, layout: ResultsLayout) {
  const dataset = required(file, name)
  const shape = dataset.shape ?? []
  const [steps = -1, places = 0] = shape
  const times = timesOf(layout, name).length
  if (shape.length !== 2 || steps !== times) {
    throw new ResultsReadError(
      'bad-shape',
      `${name} has shape (${shape.join(' × ')}), not (time × places) with ${times} output times.`,
    )
  }
  return { dataset, steps, places }
}

function checkIndex(name: string, what: string, index: number, count: number) {
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new ResultsReadError(
      'out-of-range',
      `${name}: ${what} ${index} is outside 0 to ${count - 1}.`,
    )
  }
}

export function readStep(
  file: H5File,
  name: string,
  timeIndex: number,
  layout: ResultsLayout,
): Float32Array {
  const { dataset, steps, places } = timeVariable(file, name, layout)
  checkIndex(name, 'time index', timeIndex, steps)
  const values = withNaNs(dataset, dataset.slice([[timeIndex, timeIndex + 1], []]))
  if (values.length !== places) {
    throw new ResultsReadError('bad-shape', `${name}: read ${values.length} of ${places} values.`)
  }
  return values
}

export function readSeries(
  file: H5File,
  name: string,
  place: number,
  layout: ResultsLayout,
): Float32Array {
  const { dataset, steps, places } = timeVariable(file, name, layout)
  checkIndex(name, 'place', place, places)
  return withNaNs(dataset, dataset.slice([[], [place, place + 1]])).subarray(0, steps)
}

export function readPlaces(file: H5File, name: string): Float32Array {
  const dataset = required(file, name)
  const shape = dataset.shape ?? []
  if (shape.length !== 1) {
    throw new ResultsReadError(
      'bad-shape',
      `${name} has shape (${shape.join(' × ')}), not one value per place.`,
    )
  }
  return withNaNs(dataset, dataset.value)
}

export function waterDepth(level: Float32Array, bottom: Float32Array): Float32Array {
  if (level.length !== bottom.length) {
    throw new ResultsReadError(
      'bad-shape',
      `${level.length} water levels for ${bottom.length} bottom levels.`,
    )
  }
  const depth = new Float32Array(level.length)
  for (let index = 0; index < depth.length; index += 1) {
    depth[index] = Math.max(0, (level[index] ?? Number.NaN) - (bottom[index] ?? Number.NaN))
  }
  return depth
}

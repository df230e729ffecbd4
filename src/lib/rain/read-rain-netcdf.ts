import { netcdfKindOfBytes } from '@/lib/netcdf-signature'
import { readH5Bytes, type H5File } from '@/lib/h5-file'
import { numbersOf } from '@/lib/h5-numbers'
import type { H5wasm } from '@/lib/h5wasm-loader'
import { meshFromNames } from '@/lib/netcdf-names'
import { secondsPerTimeUnit } from '@/lib/netcdf-time'
import { epsgOfWkt } from '@/lib/crs/crs-wkt'
import type { RasterPlace } from '@/lib/rain/rain-raster'

type H5Dataset = InstanceType<H5wasm['Dataset']>

export const RAIN_UNITS = ['m/s', 'mm', 'mm/h', 'mm/hr'] as const
export type RainUnits = (typeof RAIN_UNITS)[number]

/** Where the raster lies: only a raster that names its system by a grid mapping can be placed. */
export type RasterPlacement = {
  epsgCode: number | null
  geotransform: number[] | null
  /** The cells' outer edges in `epsgCode`'s coordinates. */
  extent: RasterPlace['extent'] | null
  gridMapped: boolean
}

export type RainFileReading =
  | ({
      ok: true
      timestamps: number[]
      interval: number
      units: RainUnits
      offset: number
      /** The first cell's rain per interval between frames, in mm/h (uniform rain: every cell's). */
      mmPerHour: number[]
    } & RasterPlacement)
  | { ok: false; reason: string }

const RAIN_NAMES = ['rain', 'precipitation', 'rainfall', 'values']
const RASTER_AXES = [
  ['y', 'x'],
  ['lat', 'lon'],
  ['latitude', 'longitude'],
]

/** Reads an uploaded rain file as the server would: signature, then `time` and a rain raster. */
export async function readRainNetcdf(bytes: Uint8Array): Promise<RainFileReading> {
  const kind = netcdfKindOfBytes(bytes)
  if (kind === 'empty') return { ok: false, reason: 'The file is empty.' }
  if (kind === 'netcdf3') {
    return { ok: false, reason: 'NetCDF3 (classic) files are not supported: upload NetCDF4.' }
  }
  if (kind === 'not-hdf5') {
    return { ok: false, reason: 'The file is not a NetCDF4 file: it has no HDF5 signature.' }
  }
  try {
    return await readH5Bytes(bytes, readOpened)
  } catch {
    return { ok: false, reason: 'The file has an HDF5 signature but could not be read as HDF5.' }
  }
}

function readOpened(file: H5File, h5wasm: H5wasm): RainFileReading {
  const datasets = new Map<string, H5Dataset>()
  for (const name of file.keys()) {
    const entity = file.get(name)
    if (entity instanceof h5wasm.Dataset) datasets.set(name, entity)
  }
  const time = datasets.get('time')
  const timeValues = time ? numbersOf(time.value) : null
  if (!time || !timeValues || timeValues.length === 0 || time.shape?.length !== 1) {
    return { ok: false, reason: 'The file has no time variable (a 1-dimensional `time`).' }
  }
  const overTime = [...datasets]
    .filter(([name]) => name !== 'time')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, dataset]) => dataset)
    .filter((dataset) => hasTimeFirst(dataset, timeValues.length))
  const rain = overTime.find(isRaster)
  if (!rain) return { ok: false, reason: noRasterReason(overTime) }
  const units = stringAttribute(rain, 'units')
  if (!isRainUnits(units)) {
    return {
      ok: false,
      reason: `The rain variable's units ${units === null ? '(none)' : `"${units}"`} are not one of ${RAIN_UNITS.join(', ')}.`,
    }
  }
  const scale = secondsPerTimeUnit(stringAttribute(time, 'units')) ?? 1
  const first = timeValues[0] ?? 0
  const timestamps = timeValues.map((value) => Math.round((value - first) * scale))
  if (timestamps.some((value, index) => index > 0 && value <= (timestamps[index - 1] ?? 0))) {
    return { ok: false, reason: 'The time variable does not ascend.' }
  }
  const interval = timestamps.length > 1 ? (timestamps[1] ?? 0) - (timestamps[0] ?? 0) : 0
  const offset = safely(() => file.attrs.OFFSET?.value) ?? 0
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    return {
      ok: false,
      reason: 'The OFFSET attribute is not a whole number of seconds, 0 or more.',
    }
  }
  return {
    ok: true,
    timestamps,
    interval,
    units,
    offset,
    mmPerHour: intensitiesOf(rain, units, interval),
    ...placementOf(rain, datasets),
  }
}

const isRainUnits = (units: string | null): units is RainUnits =>
  RAIN_UNITS.some((each) => each === units)

/** n + 1 frames close n intervals (docs/spec/rain-facts.md); a lone frame is its own interval. */
function intensitiesOf(rain: H5Dataset, units: RainUnits, interval: number): number[] {
  const values = safely(() => numbersOf(rain.value)) ?? []
  const [frames = 0, rows = 0, columns = 0] = rain.shape ?? []
  const fill = safely(() => rain.attrs._FillValue?.value)
  const perHour =
    units === 'm/s' ? 3_600_000 : units === 'mm' ? (interval > 0 ? 3600 / interval : 0) : 1
  const firstCells = Array.from({ length: frames }, (_, frame) => {
    const value = values[frame * rows * columns] ?? 0
    return value === fill || !Number.isFinite(value) ? 0 : value * perHour
  })
  return frames > 1 ? firstCells.slice(0, -1) : firstCells
}

function placementOf(rain: H5Dataset, datasets: Map<string, H5Dataset>): RasterPlacement {
  const mapping = datasets.get(stringAttribute(rain, 'grid_mapping') ?? '')
  const wkt = mapping ? stringAttribute(mapping, 'spatial_ref') : null
  const epsgCode =
    (wkt ? epsgOfWkt(wkt) : null) ??
    numberAttribute(mapping, 'epsg_code') ??
    numberAttribute(rain, 'epsg_code')
  const [rows, columns] = [1, 2].map((index) => {
    const scale = safely(() => rain.get_attached_scales(index))?.[0]
    const axis = scale ? datasets.get(scale.replace(/^\//, '')) : undefined
    return axis ? numbersOf(axis.value) : null
  })
  const extent = rows && columns ? edgesOf(columns, rows) : null
  const written = (stringAttribute(mapping, 'GeoTransform') ?? '').trim().split(/\s+/).map(Number)
  const geotransform =
    written.length === 6 && written.every(Number.isFinite)
      ? written
      : rows && columns && extent
        ? [extent.minX, step(columns), 0, extent.maxY, 0, -step(rows)]
        : null
  return { epsgCode, geotransform, extent, gridMapped: mapping !== undefined }
}

const step = (centres: number[]) => Math.abs((centres[1] ?? 0) - (centres[0] ?? 0))

/** Cell centres widened by half a cell: a single cell has no size to read, so it is a point. */
function edgesOf(columns: number[], rows: number[]): RasterPlace['extent'] | null {
  if (columns.length === 0 || rows.length === 0) return null
  const [halfX, halfY] = [step(columns) / 2, step(rows) / 2]
  return {
    minX: Math.min(...columns) - halfX,
    maxX: Math.max(...columns) + halfX,
    minY: Math.min(...rows) - halfY,
    maxY: Math.max(...rows) + halfY,
  }
}

function rank(name: string): number {
  const index = RAIN_NAMES.indexOf(name.toLowerCase())
  return index === -1 ? RAIN_NAMES.length : index
}

function hasTimeFirst(dataset: H5Dataset, steps: number): boolean {
  const shape = dataset.shape ?? []
  if (shape.length < 2 || shape[0] !== steps) return false
  const scales = safely(() => dataset.get_attached_scales(0)) ?? []
  const labels = safely(() => dataset.get_dimension_labels()) ?? []
  if (scales.length > 0) return scales.some((scale) => scale === '/time')
  if (labels[0]) return labels[0] === 'time'
  // No dimension scales: a known rain name with as many fields as time steps will do.
  return hasRainName(dataset)
}

function isRaster(dataset: H5Dataset): boolean {
  if (dataset.shape?.length !== 3) return false
  const scales = [1, 2].map((index) => safely(() => dataset.get_attached_scales(index))?.[0])
  if (scales.every((scale) => scale === undefined)) return hasRainName(dataset)
  const names = scales.map((scale) => scale?.split('/').at(-1)?.toLowerCase())
  return RASTER_AXES.some(([y, x]) => names[0] === y && names[1] === x)
}

function hasRainName(dataset: H5Dataset): boolean {
  return RAIN_NAMES.includes(dataset.path.replace(/^\//, '').toLowerCase())
}

function noRasterReason(overTime: H5Dataset[]): string {
  const lead = 'The file has no rain raster (time × y × x)'
  if (overTime.length === 0) return 'The file has no rain variable with a time dimension.'
  const meshes = overTime.flatMap((dataset) => meshFromNames(dataset.path.slice(1), []) ?? [])
  if (meshes.length > 0) {
    const names = [...new Set(meshes)].sort().join(' and ')
    return `${lead}: it looks like a results file (values per cell of ${names}).`
  }
  const [first] = overTime
  return `${lead}: ${first?.path.slice(1)} has dimensions ${first?.shape?.join(' × ')}.`
}

function stringAttribute(dataset: H5Dataset | undefined, name: string): string | null {
  const value = safely(() => dataset?.attrs[name]?.value)
  return typeof value === 'string' ? value : null
}

function numberAttribute(dataset: H5Dataset | undefined, name: string): number | null {
  const value = safely(() => dataset?.attrs[name]?.value)
  const number = typeof value === 'number' || typeof value === 'bigint' ? Number(value) : null
  return number !== null && Number.isInteger(number) ? number : null
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

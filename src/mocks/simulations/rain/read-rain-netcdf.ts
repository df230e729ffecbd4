import { rainUnits, type RainUnits } from '@/api/simulations/rain-schema'
import { netcdfKindOfBytes } from '@/lib/netcdf-signature'
import { readH5Bytes, type H5File } from '@/lib/h5-file'
import { numbersOf } from '@/lib/h5-numbers'
import type { H5wasm } from '@/lib/h5wasm-loader'
import { meshFromNames } from '@/lib/netcdf-names'
import { secondsPerTimeUnit } from '@/lib/netcdf-time'

type H5Dataset = InstanceType<H5wasm['Dataset']>

export type RainFileReading =
  | { ok: true; timestamps: number[]; interval: number; units: RainUnits }
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
  const parsedUnits = rainUnits.safeParse(units)
  if (!parsedUnits.success) {
    return {
      ok: false,
      reason: `The rain variable's units ${units === null ? '(none)' : `"${units}"`} are not one of ${rainUnits.options.join(', ')}.`,
    }
  }
  const scale = secondsPerTimeUnit(stringAttribute(time, 'units')) ?? 1
  const first = timeValues[0] ?? 0
  const timestamps = timeValues.map((value) => Math.round((value - first) * scale))
  if (timestamps.some((value, index) => index > 0 && value <= (timestamps[index - 1] ?? 0))) {
    return { ok: false, reason: 'The time variable does not ascend.' }
  }
  const interval = timestamps.length > 1 ? (timestamps[1] ?? 0) - (timestamps[0] ?? 0) : 0
  return { ok: true, timestamps, interval, units: parsedUnits.data }
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

function stringAttribute(dataset: H5Dataset, name: string): string | null {
  const value = safely(() => dataset.attrs[name]?.value)
  return typeof value === 'string' ? value : null
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

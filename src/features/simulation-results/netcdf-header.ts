import type { H5wasm } from '@/lib/h5wasm-loader'

type H5Group = InstanceType<H5wasm['Group']>
type H5Dataset = InstanceType<H5wasm['Dataset']>

export type NetcdfDimension = { name: string; size: number }
export type NetcdfVariable = {
  name: string
  dimensions: string[]
  shape: number[]
  units: string | null
  description: string | null
  mesh: string | null
}
export type NetcdfMesh = { name: string; topologyDimension: number | null; variables: number }
export type NetcdfTime = {
  steps: number
  units: string | null
  first: number | null
  last: number | null
  /** The output step: the distance between the first two times. */
  step: number | null
}
export type NetcdfHeader = {
  attributes: { name: string; value: string }[]
  dimensions: NetcdfDimension[]
  variables: NetcdfVariable[]
  meshes: NetcdfMesh[]
  time: NetcdfTime | null
}

/** netCDF-4 marks a dimension without a variable of its own with this NAME. */
const DIMENSION_ONLY = 'This is a netCDF dimension but not a netCDF variable'
/** HDF5 bookkeeping of dimension scales: references, not something to show or read. */
const BOOKKEEPING = new Set(['CLASS', 'NAME', 'DIMENSION_LIST', 'REFERENCE_LIST', '_Netcdf4Dimid'])

function attributeText(entity: H5Group | H5Dataset, name: string): string | null {
  try {
    if (!Object.hasOwn(entity.attrs, name)) return null
    const value = entity.attrs[name]?.json_value
    if (typeof value === 'string') return value
    if (typeof value === 'number' || typeof value === 'bigint') return String(value)
    if (Array.isArray(value) && value.length === 1) return String(value[0])
    return value === null || value === undefined ? null : JSON.stringify(value)
  } catch {
    return null
  }
}

function baseName(path: string): string {
  return path.split('/').at(-1) ?? path
}

function dimensionNames(dataset: H5Dataset, rank: number): string[] {
  return Array.from({ length: rank }, (_, index) => {
    try {
      const [scale] = dataset.get_attached_scales(index)
      return scale === undefined ? `dim${index}` : baseName(scale)
    } catch {
      return `dim${index}`
    }
  })
}

function datasetsOf(group: H5Group, h5wasm: H5wasm, prefix = ''): [string, H5Dataset][] {
  const found: [string, H5Dataset][] = []
  for (const key of group.keys()) {
    const entity = group.get(key)
    if (entity instanceof h5wasm.Dataset) found.push([`${prefix}${key}`, entity])
    else if (entity instanceof h5wasm.Group) {
      found.push(...datasetsOf(entity, h5wasm, `${prefix}${key}/`))
    }
  }
  return found
}

/** One value of a 1-dimensional dataset, read alone: a long time axis is never read whole. */
function valueAt(dataset: H5Dataset, index: number): number | null {
  try {
    const value = dataset.slice([[index, index + 1]])
    const first: unknown = ArrayBuffer.isView(value) || Array.isArray(value) ? value[0] : value
    return typeof first === 'number' ? first : typeof first === 'bigint' ? Number(first) : null
  } catch {
    return null
  }
}

function isTime(name: string, dataset: H5Dataset): boolean {
  if (name === 'time') return true
  if (attributeText(dataset, 'standard_name') === 'time') return true
  return /\bsince\b/.test(attributeText(dataset, 'units') ?? '')
}

function timeOf(datasets: [string, H5Dataset][]): NetcdfTime | null {
  const entry = datasets.find(
    ([name, dataset]) => dataset.shape?.length === 1 && isTime(name, dataset),
  )
  if (!entry) return null
  const [, dataset] = entry
  const steps = dataset.shape?.[0] ?? 0
  const first = steps > 0 ? valueAt(dataset, 0) : null
  const second = steps > 1 ? valueAt(dataset, 1) : null
  return {
    steps,
    units: attributeText(dataset, 'units'),
    first,
    last: steps > 0 ? valueAt(dataset, steps - 1) : null,
    step: first !== null && second !== null ? second - first : null,
  }
}

/**
 * What a NetCDF4 file holds, from its metadata only (api.md "Result files of a simulation"):
 * global attributes, dimensions, variables with units and dimensions, the UGRID meshes (1D and
 * 2D, `cf_role = mesh_topology`) with how many variables live on each, and the time axis.
 */
export function describeNetcdf(file: H5Group, h5wasm: H5wasm): NetcdfHeader {
  const datasets = datasetsOf(file, h5wasm)
  const dimensions: NetcdfDimension[] = []
  const variables: NetcdfVariable[] = []
  for (const [name, dataset] of datasets) {
    const shape = dataset.shape ?? []
    const isScale = attributeText(dataset, 'CLASS') === 'DIMENSION_SCALE'
    const nameAttribute = attributeText(dataset, 'NAME') ?? ''
    if (isScale) dimensions.push({ name, size: shape[0] ?? 0 })
    if (isScale && nameAttribute.startsWith(DIMENSION_ONLY)) continue
    variables.push({
      name,
      dimensions: isScale ? [name] : dimensionNames(dataset, shape.length),
      shape,
      units: attributeText(dataset, 'units'),
      description: attributeText(dataset, 'long_name') ?? attributeText(dataset, 'standard_name'),
      mesh: attributeText(dataset, 'mesh'),
    })
  }
  const meshes = datasets
    .filter(([, dataset]) => attributeText(dataset, 'cf_role') === 'mesh_topology')
    .map(([name, dataset]) => {
      const topology = Number(attributeText(dataset, 'topology_dimension'))
      return {
        name,
        topologyDimension: Number.isFinite(topology) ? topology : null,
        variables: variables.filter((variable) => variable.mesh === name).length,
      }
    })
  const attributes = Object.keys(file.attrs)
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => ({ name, value: attributeText(file, name) ?? '' }))
  return { attributes, dimensions, variables, meshes, time: timeOf(datasets) }
}

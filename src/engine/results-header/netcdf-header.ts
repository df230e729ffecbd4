import type { H5wasm } from '@/lib/h5wasm-loader'
import { meshDimensionOfName, meshFromNames, isInternalAttribute } from '@/lib/netcdf-names'
import { summariseTimes, type OutputTimes } from '@/lib/netcdf-time'
import type { H5Dataset, H5Group } from './netcdf-header-h5'
import { attributeText, datasetsOf, dimensionNames, valuesOf } from './netcdf-header-h5'

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
export type NetcdfTimeAxis = OutputTimes & {
  name: string
  units: string | null
  variables: string[]
}
export type NetcdfHeader = {
  attributes: { name: string; value: string }[]
  dimensions: NetcdfDimension[]
  variables: NetcdfVariable[]
  meshes: NetcdfMesh[]
  timeAxes: NetcdfTimeAxis[]
}

/** netCDF-4 marks a dimension without a variable of its own with this NAME. */
const DIMENSION_ONLY = 'This is a netCDF dimension but not a netCDF variable'

type Scanned = {
  variables: NetcdfVariable[]
  scales: Map<string, number>
  byName: Map<string, H5Dataset>
}

function scan(datasets: [string, H5Dataset][]): Scanned {
  const scanned: Scanned = { variables: [], scales: new Map(), byName: new Map(datasets) }
  for (const [name, dataset] of datasets) {
    const shape = dataset.shape ?? []
    const isScale = attributeText(dataset, 'CLASS') === 'DIMENSION_SCALE'
    if (isScale) scanned.scales.set(name, shape[0] ?? 0)
    if (isScale && (attributeText(dataset, 'NAME') ?? '').startsWith(DIMENSION_ONLY)) continue
    scanned.variables.push({
      name,
      dimensions: isScale ? [name] : dimensionNames(dataset, shape.length),
      shape,
      units: attributeText(dataset, 'units'),
      description: attributeText(dataset, 'long_name') ?? attributeText(dataset, 'standard_name'),
      mesh: attributeText(dataset, 'mesh'),
    })
  }
  return scanned
}

/** An unlimited dimension without a variable has a length-0 scale: its longest variable says. */
function dimensionsOf({ scales, variables }: Scanned): NetcdfDimension[] {
  return [...scales].map(([name, length]) => {
    const extents = variables.flatMap((variable) =>
      variable.dimensions.flatMap((dimension, index) =>
        dimension === name ? [variable.shape[index] ?? 0] : [],
      ),
    )
    return { name, size: Math.max(length, ...extents) }
  })
}

/** UGRID topology where the file has it (`cf_role = mesh_topology`), else the names say. */
function meshesOf(datasets: [string, H5Dataset][], variables: NetcdfVariable[]): NetcdfMesh[] {
  const topologies = datasets.filter(
    ([, dataset]) => attributeText(dataset, 'cf_role') === 'mesh_topology',
  )
  const count = (mesh: string) => variables.filter((variable) => variable.mesh === mesh).length
  if (topologies.length > 0) {
    return topologies.map(([name, dataset]) => {
      const topology = Number(attributeText(dataset, 'topology_dimension'))
      const dimension = Number.isFinite(topology) ? topology : null
      return { name, topologyDimension: dimension, variables: count(name) }
    })
  }
  for (const variable of variables)
    variable.mesh = meshFromNames(variable.name, variable.dimensions)
  const names = [...new Set(variables.flatMap((variable) => variable.mesh ?? []))]
  return names.map((name) => ({
    name,
    topologyDimension: meshDimensionOfName(name),
    variables: count(name),
  }))
}

function isTimeAxis(variable: NetcdfVariable, dataset: H5Dataset): boolean {
  if (variable.shape.length !== 1) return false
  if (variable.name === 'time' || attributeText(dataset, 'standard_name') === 'time') return true
  if (/\bsince\b/.test(variable.units ?? '')) return true
  return variable.name.startsWith('time_') && variable.dimensions[0] === variable.name
}

function timeAxesOf({ variables, byName }: Scanned): NetcdfTimeAxis[] {
  return variables.flatMap((axis) => {
    const dataset = byName.get(axis.name)
    if (!dataset || !isTimeAxis(axis, dataset)) return []
    const fill = Number(attributeText(dataset, '_FillValue') ?? Number.NaN)
    const along = variables.filter((other) => other !== axis && other.dimensions[0] === axis.name)
    return [
      {
        name: axis.name,
        units: axis.units,
        ...summariseTimes(valuesOf(dataset), Number.isFinite(fill) ? fill : null),
        variables: along.map((other) => other.name),
      },
    ]
  })
}

/** Metadata and time axes only (api.md "Result files of a simulation"). */
export function describeNetcdf(file: H5Group, h5wasm: H5wasm): NetcdfHeader {
  const datasets = datasetsOf(file, h5wasm)
  const scanned = scan(datasets)
  const meshes = meshesOf(datasets, scanned.variables)
  const attributes = Object.keys(file.attrs)
    .filter((name) => !isInternalAttribute(name))
    .map((name) => ({ name, value: attributeText(file, name) ?? '' }))
  return {
    attributes,
    dimensions: dimensionsOf(scanned),
    variables: scanned.variables,
    meshes,
    timeAxes: timeAxesOf(scanned),
  }
}

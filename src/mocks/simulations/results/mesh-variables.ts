import { crsDefinition } from '@/lib/crs/crs'
import { EPSG_COUNT, lineLevels, type Mesh } from './mesh-geometry'
import type { NcAttributes, NcData, NcVariable } from '@/lib/netcdf/netcdf4-file'

export type MeshName = 'Mesh1D' | 'Mesh2D'
export type Quantity = 's1' | 'u1' | 'q' | 'ucx' | 'ucy'

export const CRS_VARIABLE = 'projected_coordinate_system'
export const FILL_VALUE = -9999

const QUANTITIES: Record<Quantity, { on: 'nodes' | 'lines'; attributes: NcAttributes }> = {
  s1: {
    on: 'nodes',
    attributes: {
      standard_name: 'water_surface_height_above_reference_datum',
      long_name: 'water level',
      units: 'm',
    },
  },
  u1: { on: 'lines', attributes: { long_name: 'flow velocity', units: 'm s-1' } },
  q: { on: 'lines', attributes: { long_name: 'discharge', units: 'm3 s-1' } },
  ucx: { on: 'nodes', attributes: cellVelocity('x') },
  ucy: { on: 'nodes', attributes: cellVelocity('y') },
}

function cellVelocity(axis: 'x' | 'y'): NcAttributes {
  return {
    standard_name: `sea_water_${axis}_velocity`,
    long_name: `flow velocity in ${axis} direction in cell center`,
    units: 'm s-1',
  }
}

export const nodeDimension = (mesh: MeshName) => `n${mesh}_nodes`
export const lineDimension = (mesh: MeshName) => `n${mesh}_lines`

const names = (mesh: MeshName) => ({
  nodeX: `${mesh === 'Mesh2D' ? 'Mesh2DFace' : 'Mesh1DNode'}_xcc`,
  nodeY: `${mesh === 'Mesh2D' ? 'Mesh2DFace' : 'Mesh1DNode'}_ycc`,
  nodeZ: `${mesh === 'Mesh2D' ? 'Mesh2DFace' : 'Mesh1DNode'}_zcc`,
  nodeId: `${mesh}Node_id`,
  lineX: `${mesh}Line_xcc`,
  lineY: `${mesh}Line_ycc`,
  lineId: `${mesh}Line_id`,
})

/** The CRS as the platform writes it: int scalar with the EPSG code, proj4 text as `char`. */
export function crsVariables(epsg: number): NcVariable[] {
  const definition = (crsDefinition(epsg) ?? `EPSG:${epsg}`).slice(0, EPSG_COUNT)
  const characters = Array.from({ length: EPSG_COUNT }, (_, index) => definition[index] ?? '')
  return [
    {
      name: 'coordinate_system_projection_string',
      dimensions: ['strlen', 'epsg_count'],
      data: characters,
      attributes: { long_name: 'CRS projection string' },
    },
    {
      name: CRS_VARIABLE,
      dimensions: [],
      data: Int32Array.of(epsg),
      attributes: {
        _FillValue: FILL_VALUE,
        epsg: String(epsg),
        EPSG_code: `EPSG:${epsg}`,
        long_name: 'Spatial reference epsg code.',
      },
    },
  ]
}

/** Node and line types as the platform numbers them (Mesh2DNode_type's own attributes). */
const TYPES = {
  Mesh2D: { node: { surface_water_2d: '1' }, line: { open_water_2d: '100' } },
  Mesh1D: {
    node: { open_water_with_storage_1d: '4' },
    line: {
      connected_1d: '2',
      embedded_1d: '0',
      isolated_1d: '1',
      long_crested_structure_1d: '3',
      short_crested_structure_1d: '4',
      potential_breach_1d2d: '55',
    },
  },
} as const

export function meshVariables(mesh: MeshName, geometry: Mesh): NcVariable[] {
  const n = names(mesh)
  const [nodes, lines] = [nodeDimension(mesh), lineDimension(mesh)]
  const where = mesh === 'Mesh2D' ? 'Face 2D center' : 'Node 1D'
  const coordinate = (name: string, dim: string, data: NcData, axis: 'x' | 'y', id: string) => ({
    name,
    dimensions: [dim],
    data,
    attributes: {
      _FillValue: FILL_VALUE,
      units: 'm',
      axis,
      standard_name: `projection_${axis}_coordinate`,
      long_name: `${dim === nodes ? where : 'Flow line'} ${axis} coordinate`,
      id,
    },
  })
  const level = (name: string, dim: string, data: Float64Array, id: string) => ({
    name,
    dimensions: [dim],
    data,
    attributes: { _FillValue: FILL_VALUE, units: 'm', long_name: 'bottom level', id },
  })
  const types = (name: string, dim: string, size: number, id: string, kinds: object) => {
    const [code = '0'] = Object.values(kinds) as string[]
    const known = dim === lines ? geometry.lineTypes : undefined
    return {
      name,
      dimensions: [dim],
      data: known ?? new Int32Array(size).fill(Number(code)),
      attributes: { _FillValue: FILL_VALUE, id, ...kinds },
    }
  }
  const identifier = (name: string, dim: string, data: Int32Array, what: string) => ({
    name,
    dimensions: [dim],
    data,
    attributes: { _FillValue: FILL_VALUE, long_name: `${what} Identifier` },
  })
  const nodeCount = geometry.nodeIds.length
  const lineCount = geometry.lineIds.length
  return [
    identifier(n.nodeId, nodes, geometry.nodeIds, 'Node'),
    coordinate(n.nodeX, nodes, geometry.nodeX, 'x', n.nodeId),
    coordinate(n.nodeY, nodes, geometry.nodeY, 'y', n.nodeId),
    level(n.nodeZ, nodes, geometry.nodeZ, n.nodeId),
    types(`${mesh}Node_type`, nodes, nodeCount, n.nodeId, TYPES[mesh].node),
    identifier(n.lineId, lines, geometry.lineIds, 'Line'),
    coordinate(n.lineX, lines, geometry.lineX, 'x', n.lineId),
    coordinate(n.lineY, lines, geometry.lineY, 'y', n.lineId),
    level(`${mesh}Line_zcc`, lines, lineLevels(geometry), n.lineId),
    types(`${mesh}Line_type`, lines, lineCount, n.lineId, TYPES[mesh].line),
  ]
}

/** The platform names the mesh in the variable's name, not in UGRID attributes. */
export function resultVariable(
  mesh: MeshName,
  quantity: Quantity,
  geometry: Mesh,
  steps: { count: number; at: (index: number) => Float32Array },
  options: { suffix?: string; time?: string; attributes?: NcAttributes } = {},
): NcVariable {
  const { on, attributes } = QUANTITIES[quantity]
  const n = names(mesh)
  const onNodes = on === 'nodes'
  const places = onNodes ? geometry.nodeIds.length : geometry.lineIds.length
  return {
    name: `${mesh}_${quantity}${options.suffix ?? ''}`,
    dimensions: [options.time ?? 'time', onNodes ? nodeDimension(mesh) : lineDimension(mesh)],
    data: { steps: steps.count, places, at: steps.at },
    attributes: {
      ...attributes,
      ...options.attributes,
      coordinates: onNodes ? `${n.nodeX} ${n.nodeY}` : `${n.lineX} ${n.lineY}`,
      _FillValue: FILL_VALUE,
    },
  }
}

/** Pumps as the platform lists them: an id and the start point, its suction node. */
export function pumpVariables(pumps: { x: number; y: number }[]): NcVariable[] {
  const coordinate = (axis: 'x' | 'y', longName: string): NcVariable => ({
    name: `Mesh1D_Pump_${axis}cc`,
    dimensions: ['nPumps'],
    data: Float64Array.from(pumps, (pump) => pump[axis]),
    attributes: {
      _FillValue: FILL_VALUE,
      units: 'm',
      axis,
      standard_name: `projection_${axis}_coordinate`,
      long_name: longName,
      id: 'Mesh1DPump_id',
    },
  })
  return [
    {
      name: 'Mesh1DPump_id',
      dimensions: ['nPumps'],
      data: Int32Array.from(pumps, (_, index) => index + 1),
      attributes: { _FillValue: FILL_VALUE, long_name: 'Pump Identifier' },
    },
    coordinate('x', 'Start point Pump 1D x-coordinate'),
    coordinate('y', 'Start point Pump 1D y'),
  ]
}

type Steps = { count: number; at: (index: number) => Float32Array }

/** Per pump, or per 1D line for the breach's growth, without coordinates, as the platform. */
export function structureVariable(
  name: 'Mesh1D_q_pump' | 'Mesh1D_breach_depth' | 'Mesh1D_breach_width',
  places: number,
  steps: Steps,
): NcVariable {
  const pump = name === 'Mesh1D_q_pump'
  const longName = { Mesh1D_q_pump: 'Pump discharge', Mesh1D_breach_depth: 'Breach depth' }
  return {
    name,
    dimensions: ['time', pump ? 'nPumps' : lineDimension('Mesh1D')],
    data: { steps: steps.count, places, at: steps.at },
    attributes: {
      _FillValue: FILL_VALUE,
      long_name: longName[name as keyof typeof longName] ?? 'Breach width',
      units: pump ? 'm3 s-1' : 'm',
      ...(pump ? { id: 'Mesh1DPump_id' } : {}),
    },
  }
}

import type { Mesh } from './mesh-geometry'
import type { NcAttributes, NcData, NcVariable } from './netcdf4-file'

export type MeshName = 'Mesh1D' | 'Mesh2D'
export type Quantity = 's1' | 'u1' | 'q'

export const CRS_VARIABLE = 'projected_coordinate_system'
export const FILL_VALUE = -9999

/** What each result quantity is, in CF terms; water levels sit on nodes, flows on lines. */
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

/** The grid mapping every coordinate refers to. */
export function crsVariable(epsg: number): NcVariable {
  return {
    name: CRS_VARIABLE,
    dimensions: [],
    data: Int32Array.of(epsg),
    attributes: {
      long_name: 'Spatial reference system',
      epsg,
      EPSG_code: `EPSG:${epsg}`,
    },
  }
}

/** A UGRID mesh topology variable with its own coordinates and gridadmin ids. */
export function meshVariables(mesh: MeshName, geometry: Mesh): NcVariable[] {
  const n = names(mesh)
  const [nodes, lines] = [nodeDimension(mesh), lineDimension(mesh)]
  const is2d = mesh === 'Mesh2D'
  const where = is2d ? 'cell centre' : 'connection node'
  const coordinate = (name: string, dim: string, data: NcData, axis: 'x' | 'y', what: string) => ({
    name,
    dimensions: [dim],
    data,
    attributes: {
      standard_name: `projection_${axis}_coordinate`,
      long_name: `${axis}-coordinate of the ${what}`,
      units: 'm',
      grid_mapping: CRS_VARIABLE,
    },
  })
  return [
    {
      name: mesh,
      dimensions: [],
      data: Int32Array.of(0),
      attributes: {
        cf_role: 'mesh_topology',
        long_name: `Topology data of the ${is2d ? '2D' : '1D'} mesh`,
        topology_dimension: is2d ? 2 : 1,
        ...(is2d
          ? { face_coordinates: `${n.nodeX} ${n.nodeY}`, face_dimension: nodes }
          : { node_coordinates: `${n.nodeX} ${n.nodeY}`, node_dimension: nodes }),
        edge_coordinates: `${n.lineX} ${n.lineY}`,
        edge_dimension: lines,
      },
    },
    coordinate(n.nodeX, nodes, geometry.nodeX, 'x', where),
    coordinate(n.nodeY, nodes, geometry.nodeY, 'y', where),
    {
      name: n.nodeZ,
      dimensions: [nodes],
      data: geometry.nodeZ,
      attributes: { long_name: `bottom level of the ${where}`, units: 'm' },
    },
    {
      name: n.nodeId,
      dimensions: [nodes],
      data: geometry.nodeIds,
      attributes: { long_name: 'node id in gridadmin.h5', units: '1' },
    },
    coordinate(n.lineX, lines, geometry.lineX, 'x', 'line centre'),
    coordinate(n.lineY, lines, geometry.lineY, 'y', 'line centre'),
    {
      name: n.lineId,
      dimensions: [lines],
      data: geometry.lineIds,
      attributes: { long_name: 'line id in gridadmin.h5', units: '1' },
    },
  ]
}

/**
 * `Mesh2D_s1` and the like: one array per time step, stacked into (time, nodes or lines), with
 * the mesh and location UGRID asks for.
 */
export function resultVariable(
  mesh: MeshName,
  quantity: Quantity,
  steps: Float32Array[],
  options: { suffix?: string; time?: string; attributes?: NcAttributes } = {},
): NcVariable {
  const { on, attributes } = QUANTITIES[quantity]
  const n = names(mesh)
  const onNodes = on === 'nodes'
  return {
    name: `${mesh}_${quantity}${options.suffix ?? ''}`,
    dimensions: [options.time ?? 'time', onNodes ? nodeDimension(mesh) : lineDimension(mesh)],
    data: stackSteps(steps),
    attributes: {
      ...attributes,
      ...options.attributes,
      mesh,
      location: onNodes ? (mesh === 'Mesh2D' ? 'face' : 'node') : 'edge',
      coordinates: onNodes ? `${n.nodeX} ${n.nodeY}` : `${n.lineX} ${n.lineY}`,
      grid_mapping: CRS_VARIABLE,
      _FillValue: FILL_VALUE,
    },
  }
}

/** One array per time step, stacked into (time, place) order. */
function stackSteps(steps: Float32Array[]): Float32Array {
  const size = steps[0]?.length ?? 0
  const data = new Float32Array(steps.length * size)
  steps.forEach((step, index) => data.set(step, index * size))
  return data
}

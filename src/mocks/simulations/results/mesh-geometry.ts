import { gridadminContent, type GridadminContent } from '@/mocks/seed/models/gridadmin-content'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import type { LandMask } from '@/mocks/seed/models/land-mask'
import type { NcDimension } from '@/lib/netcdf/netcdf4-file'
import type { MockModel } from '@/mocks/db/records'

export type Mesh = {
  nodeIds: Int32Array
  nodeX: Float64Array
  nodeY: Float64Array
  /** Bottom level of each node (m). */
  nodeZ: Float64Array
  /** Gridadmin line ids, and each line's end nodes as indexes into this mesh's nodes. */
  lineIds: Int32Array
  lineFrom: Int32Array
  lineTo: Int32Array
  lineX: Float64Array
  lineY: Float64Array
  lineLength: Float64Array
  /** Each line's bottom, where it is not the higher of its two nodes' bottoms. */
  lineZ?: Float64Array
  /** The grid's `lines/kcu` of each line, where the mesh has more than one kind. */
  lineTypes?: Int32Array
}

/** The 1D-2D lines at the potential breaches: in the grid's lines after the 1D ones. */
export type Connections = {
  lineIds: Int32Array
  lineX: Float64Array
  lineY: Float64Array
  lineZ: Float64Array
  lineTypes: Int32Array
}

export type MeshGeometry = {
  epsg: number
  cellSize: number
  /** Where each 2D node lies in the rectangle the land's cells are cut from. */
  grid: { columns: number; rows: number; mask: LandMask }
  mesh2d: Mesh
  mesh1d: Mesh
  connections: Connections
  /** The grid's pumps: capacity (L/s) and start point, their suction node. */
  pumps: { capacity: number; x: number; y: number }[]
}

/** The platform's room for the projection string (its `epsg_count` dimension). */
export const EPSG_COUNT = 2048

export const hasMesh1d = ({ mesh1d, connections }: MeshGeometry): boolean =>
  mesh1d.nodeIds.length > 0 && mesh1d.lineIds.length + connections.lineIds.length > 0

/** The file's 1D lines: the 1D network's, then the 1D-2D connections, as the platform numbers them. */
export function mesh1dLines({ mesh1d, connections }: MeshGeometry): Mesh {
  const concat = <T extends Float64Array | Int32Array>(a: T, b: T): T => {
    const joined = new (a.constructor as new (length: number) => T)(a.length + b.length)
    joined.set(a)
    joined.set(b, a.length)
    return joined
  }
  const count = connections.lineIds.length
  return {
    ...mesh1d,
    lineIds: concat(mesh1d.lineIds, connections.lineIds),
    lineFrom: concat(mesh1d.lineFrom, new Int32Array(count).fill(-1)),
    lineTo: concat(mesh1d.lineTo, new Int32Array(count).fill(-1)),
    lineX: concat(mesh1d.lineX, connections.lineX),
    lineY: concat(mesh1d.lineY, connections.lineY),
    lineLength: concat(mesh1d.lineLength, new Float64Array(count).fill(1)),
    lineZ: concat(lineLevels(mesh1d), connections.lineZ),
    lineTypes: concat(
      mesh1d.lineTypes ?? new Int32Array(mesh1d.lineIds.length),
      connections.lineTypes,
    ),
  }
}

/** A line's bottom: the higher of its two nodes' bottoms, where water starts to flow. */
export function lineLevels({ nodeZ, lineFrom, lineTo, lineZ }: Mesh): Float64Array {
  if (lineZ) return lineZ
  return Float64Array.from(lineFrom, (from, index) =>
    Math.max(nodeZ[from] ?? -Infinity, nodeZ[lineTo[index] ?? -1] ?? -Infinity),
  )
}

/** The platform's order; 1D dimensions unlimited and empty without 1D, as core 3.6 writes them. */
export function meshDimensions(
  geometry: MeshGeometry,
  timeSteps: number,
  pumps = 0,
): NcDimension[] {
  const { mesh2d, mesh1d, connections } = geometry
  const has1d = hasMesh1d(geometry)
  const lines1d = mesh1d.lineIds.length + connections.lineIds.length
  return [
    { name: 'nMesh2D_nodes', size: mesh2d.nodeIds.length },
    { name: 'nMesh2D_lines', size: mesh2d.lineIds.length },
    { name: 'nMesh1D_nodes', size: has1d ? mesh1d.nodeIds.length : 0, unlimited: !has1d },
    { name: 'nMesh1D_lines', size: has1d ? lines1d : 0, unlimited: !has1d },
    { name: 'nPumps', size: pumps, unlimited: pumps === 0 },
    { name: 'epsg_count', size: EPSG_COUNT, unlimited: true },
    { name: 'strlen', size: 1, unlimited: true },
    { name: 'time', size: timeSteps, unlimited: true },
  ]
}

export function meshGeometryOf(model: MockModel): MeshGeometry {
  const spec = model.fixture
  const content = gridadminContent(model)
  const numbering = createGridNumbering(spec)
  const coordinates = content.groups.nodes?.coordinates?.data ?? new Float64Array()
  const ends = content.groups.lines?.line?.data ?? new Int32Array()
  const kcu = content.groups.lines?.kcu?.data ?? new Int32Array()
  const totalNodes = coordinates.length / 2
  const totalLines = ends.length / 2
  const cells = numbering.cells
  // Float32 bottoms, as the platform's: a dry cell's float32 level then equals its bottom exactly.
  const dmax = content.groups.nodes?.dmax?.data ?? new Float64Array()
  const bottom2d = dmax.slice(0, cells) as Float64Array
  const bottom1d = dmax.slice(cells) as Float64Array
  const lines2d = numbering.uLines + numbering.vLines
  const nodeRange = (first: number, count: number, bottom: Float64Array) => ({
    nodeIds: Int32Array.from({ length: count }, (_, index) => first + index + 1),
    nodeX: coordinates.slice(first, first + count) as Float64Array,
    nodeY: coordinates.slice(totalNodes + first, totalNodes + first + count) as Float64Array,
    nodeZ: bottom,
  })
  const mesh = (
    nodes: ReturnType<typeof nodeRange>,
    firstNode: number,
    from: number,
    count: number,
  ): Mesh => {
    const lineFrom = new Int32Array(count)
    const lineTo = new Int32Array(count)
    const lineX = new Float64Array(count)
    const lineY = new Float64Array(count)
    const lineLength = new Float64Array(count)
    for (let index = 0; index < count; index += 1) {
      const a = (ends[from + index] ?? 1) - 1 - firstNode
      const b = (ends[totalLines + from + index] ?? 1) - 1 - firstNode
      lineFrom[index] = a
      lineTo[index] = b
      const [ax, ay, bx, by] = [
        nodes.nodeX[a] ?? 0,
        nodes.nodeY[a] ?? 0,
        nodes.nodeX[b] ?? 0,
        nodes.nodeY[b] ?? 0,
      ]
      lineX[index] = (ax + bx) / 2
      lineY[index] = (ay + by) / 2
      lineLength[index] = Math.max(1, Math.hypot(bx - ax, by - ay))
    }
    return {
      ...nodes,
      lineIds: Int32Array.from({ length: count }, (_, index) => from + index + 1),
      lineFrom,
      lineTo,
      lineX,
      lineY,
      lineLength,
    }
  }
  const firstConnection = lines2d + numbering.links.length
  const network1d = mesh(
    nodeRange(cells, totalNodes - cells, bottom1d),
    cells,
    lines2d,
    numbering.links.length,
  )
  return {
    connections: connectionsOf(content, firstConnection),
    pumps: pumpsOf(content),
    epsg: model.epsg ?? 28992,
    cellSize: spec.cellSize,
    grid: numbering.grid,
    mesh2d: mesh(nodeRange(0, cells, bottom2d), 0, 0, lines2d),
    mesh1d: { ...network1d, lineTypes: kcu.slice(lines2d, firstConnection) as Int32Array },
  }
}

/** The grid's lines from `first` on: at a line's middle, as deep as its higher end. */
function connectionsOf({ groups }: GridadminContent, first: number): Connections {
  const ends = groups.lines?.line?.data ?? new Int32Array()
  const coords = groups.lines?.line_coords?.data ?? new Float64Array()
  const dmax = groups.nodes?.dmax?.data ?? new Float64Array()
  const total = ends.length / 2
  const lines = Array.from({ length: total - first }, (_, index) => first + index)
  const middle = (row: number) =>
    Float64Array.from(
      lines,
      (line) => ((coords[row * total + line] ?? 0) + (coords[(row + 2) * total + line] ?? 0)) / 2,
    )
  const bottomAt = (node: number | undefined) => dmax[(node ?? 1) - 1] ?? -Infinity
  return {
    lineIds: Int32Array.from(lines, (line) => line + 1),
    lineX: middle(0),
    lineY: middle(1),
    lineZ: Float64Array.from(lines, (line) =>
      Math.max(bottomAt(ends[line]), bottomAt(ends[total + line])),
    ),
    lineTypes: Int32Array.from(lines, (line) => groups.lines?.kcu?.data[line] ?? 0),
  }
}

function pumpsOf({ groups }: GridadminContent): MeshGeometry['pumps'] {
  const pumps = groups.pumps ?? {}
  const coordinates = groups.nodes?.coordinates?.data ?? new Float64Array()
  const totalNodes = coordinates.length / 2
  return Array.from(pumps.node1_id?.data ?? [], (start, index) => ({
    x: coordinates[start - 1] ?? 0,
    y: coordinates[totalNodes + start - 1] ?? 0,
    capacity: pumps.capacity?.data[index] ?? 0,
  }))
}

import { createCellGrid } from '@/mocks/seed/models/cells'
import { gridadminContent } from '@/mocks/seed/models/gridadmin-content'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import type { NcDimension } from './netcdf4-file'
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
}

export type MeshGeometry = {
  epsg: number
  cellSize: number
  columns: number
  mesh2d: Mesh
  mesh1d: Mesh
}

/** The platform's room for the projection string (its `epsg_count` dimension). */
export const EPSG_COUNT = 2048

export const hasMesh1d = ({ mesh1d }: MeshGeometry): boolean =>
  mesh1d.nodeIds.length > 0 && mesh1d.lineIds.length > 0

/** The platform's order; 1D dimensions unlimited and empty without 1D, as core 3.6 writes them. */
export function meshDimensions(geometry: MeshGeometry, timeSteps: number): NcDimension[] {
  const { mesh2d, mesh1d } = geometry
  const has1d = hasMesh1d(geometry)
  return [
    { name: 'nMesh2D_nodes', size: mesh2d.nodeIds.length },
    { name: 'nMesh2D_lines', size: mesh2d.lineIds.length },
    { name: 'nMesh1D_nodes', size: has1d ? mesh1d.nodeIds.length : 0, unlimited: !has1d },
    { name: 'nMesh1D_lines', size: has1d ? mesh1d.lineIds.length : 0, unlimited: !has1d },
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
  const totalNodes = coordinates.length / 2
  const totalLines = ends.length / 2
  const cells = spec.cells
  const grid = createCellGrid(spec)
  // Float32 bottoms, as the platform's: a dry cell's float32 level then equals its bottom exactly.
  const bottom2d = Float64Array.from({ length: cells }, (_, index) =>
    Math.fround(grid.bottomLevelOf(index % spec.columns, Math.floor(index / spec.columns))),
  )
  const bottom1d = Float64Array.from(numbering.layout.nodes, (node) =>
    Math.fround(node.bottomLevel),
  )
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
  return {
    epsg: model.epsg ?? 28992,
    cellSize: spec.cellSize,
    columns: spec.columns,
    mesh2d: mesh(nodeRange(0, cells, bottom2d), 0, 0, lines2d),
    mesh1d: mesh(
      nodeRange(cells, totalNodes - cells, bottom1d),
      cells,
      lines2d,
      numbering.links.length,
    ),
  }
}

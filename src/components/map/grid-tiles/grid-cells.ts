import type { ModelCrs } from '@/lib/crs/crs'

/** The 2D cells of a grid administration, as flat arrays in the model's own coordinate system. */
export type GridCells = {
  crs: ModelCrs
  count: number
  /** Node ids (= the cell ids the geojson `cells` category uses). */
  ids: Int32Array
  xmin: Float64Array
  ymin: Float64Array
  xmax: Float64Array
  ymax: Float64Array
  /** The smallest cell's width (0 without cells): every cell is this times a power of two. */
  gridSpace: number
  /** South-west corner of the grid, the origin of every coarser block. */
  origin: [number, number]
  /** The 1D nodes (node_type 3 and 4) in id order: place i of the results' 1D mesh. */
  nodes1d: { x: Float64Array; y: Float64Array }
}

/** What gridadmin.h5 holds about its nodes: `nodes/id`, `nodes/node_type`, `nodes/cell_coords`. */
export type GridNodes = {
  crs: ModelCrs
  ids: ArrayLike<number>
  nodeTypes: ArrayLike<number>
  /** 4 × total, row-major: xmin, ymin, xmax, ymax of every node (NaN or fill values for 1D). */
  cellCoords: ArrayLike<number>
  /** 2 × total, row-major: x and y of every node; absent in a file without them. */
  coordinates?: ArrayLike<number>
}

/**
 * node_type 1: 2D open water (2: groundwater, 3-4: 1D; threedigrid's numbering). Node 0, the
 * platform's dummy, has node_type -9999 and NaN cell_coords, so it is never picked.
 */
const TWO_D_OPEN_WATER = 1
const ONE_D = new Set([3, 4])

/** The 1D nodes' points, in id order (the order of the results file's Mesh1D places). */
function oneDNodes({ ids, nodeTypes, coordinates }: GridNodes): GridCells['nodes1d'] {
  const total = ids.length
  const picked: number[] = []
  for (let index = 0; index < total; index += 1) {
    if (ONE_D.has(nodeTypes[index] ?? 0) && coordinates) picked.push(index)
  }
  picked.sort((left, right) => (ids[left] ?? 0) - (ids[right] ?? 0))
  return {
    x: Float64Array.from(picked, (index) => coordinates?.[index] ?? Number.NaN),
    y: Float64Array.from(picked, (index) => coordinates?.[total + index] ?? Number.NaN),
  }
}

export function gridCellsOf(nodes: GridNodes): GridCells {
  const { crs, ids, nodeTypes, cellCoords } = nodes
  const total = ids.length
  const isCell = (index: number) =>
    nodeTypes[index] === TWO_D_OPEN_WATER &&
    (cellCoords[2 * total + index] ?? NaN) - (cellCoords[index] ?? NaN) > 0
  let count = 0
  for (let index = 0; index < total; index += 1) if (isCell(index)) count += 1
  const cells: GridCells = {
    crs,
    count,
    ids: new Int32Array(count),
    xmin: new Float64Array(count),
    ymin: new Float64Array(count),
    xmax: new Float64Array(count),
    ymax: new Float64Array(count),
    gridSpace: Infinity,
    origin: [Infinity, Infinity],
    nodes1d: oneDNodes(nodes),
  }
  // A model without 2D has no cells: no width or corner to take the smallest of.
  if (count === 0) return { ...cells, gridSpace: 0, origin: [0, 0] }
  let [gridSpace, originX, originY] = [Infinity, Infinity, Infinity]
  let cell = 0
  for (let index = 0; index < total; index += 1) {
    if (!isCell(index)) continue
    const xmin = cellCoords[index] ?? 0
    const ymin = cellCoords[total + index] ?? 0
    const xmax = cellCoords[2 * total + index] ?? 0
    cells.ids[cell] = ids[index] ?? 0
    cells.xmin[cell] = xmin
    cells.ymin[cell] = ymin
    cells.xmax[cell] = xmax
    cells.ymax[cell] = cellCoords[3 * total + index] ?? 0
    gridSpace = Math.min(gridSpace, xmax - xmin)
    originX = Math.min(originX, xmin)
    originY = Math.min(originY, ymin)
    cell += 1
  }
  return { ...cells, gridSpace, origin: [originX, originY] }
}

/** The cells' extent in the model's system: the grid's origin to the farthest corner. */
export function gridExtent(grid: GridCells): [number, number, number, number] {
  let [maxX, maxY] = [-Infinity, -Infinity]
  for (let index = 0; index < grid.count; index += 1) {
    maxX = Math.max(maxX, grid.xmax[index] ?? 0)
    maxY = Math.max(maxY, grid.ymax[index] ?? 0)
  }
  return [grid.origin[0], grid.origin[1], maxX, maxY]
}

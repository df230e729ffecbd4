import type { ModelCrs } from '@/lib/crs/crs'

export type GridCells = {
  crs: ModelCrs
  count: number
  ids: Int32Array
  xmin: Float64Array
  ymin: Float64Array
  xmax: Float64Array
  ymax: Float64Array
  /** The smallest cell's width (0 without cells): every cell is this times a power of two. */
  gridSpace: number
  origin: [number, number]
  /** The 1D nodes (node_type 3 and 4) in id order: place i of the results' 1D mesh. */
  nodes1d: { x: Float64Array; y: Float64Array }
}

export type GridNodes = {
  crs: ModelCrs
  ids: ArrayLike<number>
  nodeTypes: ArrayLike<number>
  cellCoords: ArrayLike<number>
  coordinates?: ArrayLike<number>
  coordinatesFrom?: number
}

/** Node 0, the platform's dummy, has node_type -9999 and NaN cell_coords: never picked. */
const TWO_D_OPEN_WATER = 1
const ONE_D = new Set([3, 4])

export function oneDStretch(nodeTypes: ArrayLike<number>): [number, number] | null {
  let [first, end] = [-1, -1]
  for (let index = 0; index < nodeTypes.length; index += 1) {
    if (!ONE_D.has(nodeTypes[index] ?? 0)) continue
    if (first < 0) first = index
    end = index + 1
  }
  return first < 0 ? null : [first, end]
}

function oneDNodes({ ids, nodeTypes, coordinates, coordinatesFrom = 0 }: GridNodes) {
  if (!coordinates) return { x: new Float64Array(0), y: new Float64Array(0) }
  const held = coordinates.length / 2
  const picked: number[] = []
  for (let index = coordinatesFrom; index < coordinatesFrom + held; index += 1) {
    if (ONE_D.has(nodeTypes[index] ?? 0)) picked.push(index)
  }
  picked.sort((left, right) => (ids[left] ?? 0) - (ids[right] ?? 0))
  const at = (index: number, row: number) =>
    coordinates[row * held + index - coordinatesFrom] ?? Number.NaN
  return {
    x: Float64Array.from(picked, (index) => at(index, 0)),
    y: Float64Array.from(picked, (index) => at(index, 1)),
  }
}

export function gridCellsOf(nodes: GridNodes): GridCells {
  const { crs, ids, nodeTypes, cellCoords } = nodes
  const total = ids.length
  // Where the cells are among the nodes, found once; a million-cell grid is read in one pass.
  const places = new Int32Array(total)
  let count = 0
  for (let index = 0; index < total; index += 1) {
    const width = (cellCoords[2 * total + index] ?? NaN) - (cellCoords[index] ?? NaN)
    if (nodeTypes[index] === TWO_D_OPEN_WATER && width > 0) places[count++] = index
  }
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
  for (let cell = 0; cell < count; cell += 1) {
    const index = places[cell] ?? 0
    const xmin = cellCoords[index] ?? 0
    const ymin = cellCoords[total + index] ?? 0
    const xmax = cellCoords[2 * total + index] ?? 0
    cells.ids[cell] = ids[index] ?? 0
    cells.xmin[cell] = xmin
    cells.ymin[cell] = ymin
    cells.xmax[cell] = xmax
    cells.ymax[cell] = cellCoords[3 * total + index] ?? 0
    if (xmax - xmin < gridSpace) gridSpace = xmax - xmin
    if (xmin < originX) originX = xmin
    if (ymin < originY) originY = ymin
  }
  return { ...cells, gridSpace, origin: [originX, originY] }
}

export function gridExtent(grid: GridCells): [number, number, number, number] {
  let [maxX, maxY] = [-Infinity, -Infinity]
  for (let index = 0; index < grid.count; index += 1) {
    maxX = Math.max(maxX, grid.xmax[index] ?? 0)
    maxY = Math.max(maxY, grid.ymax[index] ?? 0)
  }
  return [grid.origin[0], grid.origin[1], maxX, maxY]
}

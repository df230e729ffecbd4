import { withFloat64Blocks, type Float64Blocks } from '@/lib/h5-blocks'
import { readH5Bytes, type H5File } from '@/lib/h5-file'
import { loadH5wasm, type H5Module } from '@/lib/h5wasm-loader'
import type { ModelCrs } from '@/lib/crs/crs'
import { gridCellsOf, oneDStretch, type GridCells } from './grid-cells'

type Span = [number, number]

/** A whole integer dataset, or the stretch [from, to) of a one-dimensional one. */
function ints(file: H5File, name: string, span?: Span): Int32Array {
  const entity = file.get(name)
  const value = entity && 'slice' in entity ? (span ? entity.slice([span]) : entity.value) : null
  if (value instanceof Int32Array) return value
  if (!ArrayBuffer.isView(value)) throw new Error(`gridadmin.h5 has no numeric ${name}`)
  return Int32Array.from(value as unknown as ArrayLike<number>)
}

function crsOf(file: H5File): ModelCrs {
  const epsg = Number(file.attrs['epsg_code']?.value)
  const wkt = file.attrs['crs_wkt']?.value
  return {
    epsg: Number.isInteger(epsg) && epsg > 0 ? epsg : null,
    wkt: typeof wkt === 'string' && wkt.length > 0 ? wkt : null,
  }
}

/** `has_2d` is an HDF5 boolean enum (0 or 1); a file without it is read by its node types. */
function hasTwoD(file: H5File): boolean {
  return Number(file.attrs['has_2d']?.value ?? 1) !== 0
}

const NO_NODES = { ids: [], nodeTypes: [], cellCoords: [] }
const TWO_D_OPEN_WATER = 1

/** Only the 1D nodes' rows and ids, through gridCellsOf's one rule for them: 1D nodes are few. */
function oneDNodes(file: H5File, crs: ModelCrs, nodeTypes: Int32Array): GridCells['nodes1d'] {
  const stretch = oneDStretch(nodeTypes)
  const entity = file.get('nodes/coordinates')
  if (!stretch || !entity || !('slice' in entity)) return gridCellsOf({ crs, ...NO_NODES }).nodes1d
  const rows = entity.slice([[0, 2], stretch])
  if (!ArrayBuffer.isView(rows)) throw new Error('gridadmin.h5 has no numeric nodes/coordinates')
  const [from, to] = stretch
  const nodes = { ids: ints(file, 'nodes/id', stretch), nodeTypes: nodeTypes.subarray(from, to) }
  const coordinates = rows as unknown as ArrayLike<number>
  return gridCellsOf({ crs, ...nodes, cellCoords: [], coordinates }).nodes1d
}

/** Whole HDF5 chunks at a time, about a tenth of the nodes each: how far it is can be told. */
function sliceColumns(chunk: number, total: number): number {
  return Math.max(chunk, Math.ceil(Math.ceil(total / 10) / chunk) * chunk)
}

function emptyCells(count: number) {
  return {
    count,
    ids: new Int32Array(count),
    xmin: new Float64Array(count),
    ymin: new Float64Array(count),
    xmax: new Float64Array(count),
    ymax: new Float64Array(count),
  }
}
type Cells = ReturnType<typeof emptyCells>
type Nodes = { types: Int32Array; first: number; ids: Int32Array }
type Share = (share: number) => void

/** The cells among columns [from, to) of cell_coords, added after those `cells` holds. */
function addCells(rows: Float64Array, nodes: Nodes, from: number, to: number, cells: Cells) {
  const width = to - from
  let count = cells.count
  for (let column = 0; column < width; column += 1) {
    const xmin = rows[column] as number
    const xmax = rows[2 * width + column] as number
    // A cell is a 2D open water node with a width, as in gridCellsOf; node 0's NaN has none.
    if (nodes.types[from + column] !== TWO_D_OPEN_WATER || !(xmax - xmin > 0)) continue
    cells.ids[count] = nodes.ids[from + column - nodes.first] as number
    cells.xmin[count] = xmin
    cells.ymin[count] = rows[width + column] as number
    cells.xmax[count] = xmax
    cells.ymax[count] = rows[3 * width + column] as number
    count += 1
  }
  cells.count = count
}

function twoDCells(blocks: Float64Blocks, nodes: Nodes, end: number, onShare: Share): Cells {
  const { first } = nodes
  const cells = emptyCells(end - first)
  cells.count = 0
  const step = sliceColumns(blocks.chunkColumns, end - first)
  for (let from = first; from < end;) {
    const to = Math.min(end, (Math.floor(from / step) + 1) * step)
    addCells(blocks.read(from, to), nodes, from, to, cells)
    onShare((to - first) / (end - first))
    from = to
  }
  return trimmed(cells)
}

/** The smallest cell's width and the grid's corner, as gridCellsOf gives them. */
function placing(cells: Cells): Pick<GridCells, 'gridSpace' | 'origin'> {
  let [gridSpace, originX, originY] = [Infinity, Infinity, Infinity]
  for (let cell = 0; cell < cells.count; cell += 1) {
    const xmin = cells.xmin[cell] as number
    const ymin = cells.ymin[cell] as number
    gridSpace = Math.min(gridSpace, (cells.xmax[cell] as number) - xmin)
    originX = Math.min(originX, xmin)
    originY = Math.min(originY, ymin)
  }
  return { gridSpace, origin: [originX, originY] }
}

/** Cut to the cells found: a view would keep, and clone when kept, the whole buffer. */
function trimmed(cells: Cells): Cells {
  const { count } = cells
  if (count === cells.ids.length) return cells
  const { ids, xmin, ymin, xmax, ymax } = cells
  const cut = <A extends Int32Array | Float64Array>(values: A) => values.slice(0, count) as A
  return {
    count,
    ids: cut(ids),
    xmin: cut(xmin),
    ymin: cut(ymin),
    xmax: cut(xmax),
    ymax: cut(ymax),
  }
}

function readNodes(module: H5Module, file: H5File, onShare: Share): GridCells {
  const crs = crsOf(file)
  const none = gridCellsOf({ crs, ...NO_NODES })
  if (!hasTwoD(file)) return none
  const types = ints(file, 'nodes/node_type')
  const nodes1d = oneDNodes(file, crs, types)
  // The platform numbers the 2D open water nodes first: cell_coords is read over their stretch only.
  const first = types.indexOf(TWO_D_OPEN_WATER)
  const end = types.lastIndexOf(TWO_D_OPEN_WATER) + 1
  if (first < 0) return { ...none, nodes1d }
  const nodes = { types, first, ids: ints(file, 'nodes/id', [first, end]) }
  const cells = withFloat64Blocks(module, file, 'nodes/cell_coords', (blocks) =>
    twoDCells(blocks, nodes, end, onShare),
  )
  if (!cells) throw new Error('gridadmin.h5 has no nodes/cell_coords')
  return cells.count === 0
    ? { ...none, nodes1d }
    : { ...none, ...cells, ...placing(cells), nodes1d }
}

export async function readGridCells(
  bytes: Uint8Array,
  onShare: Share = () => {},
): Promise<GridCells> {
  const { module } = await loadH5wasm()
  return readH5Bytes(bytes, (file) => readNodes(module, file, onShare))
}

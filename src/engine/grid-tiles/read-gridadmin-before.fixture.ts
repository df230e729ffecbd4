// The grid read before docs/records/0062-grid-read-from-webassembly-memory.md: read-gridadmin.test.ts's reference.
import { readH5Bytes, type H5File } from '@/lib/h5-file'
import type { ModelCrs } from '@/lib/crs/crs'
import { gridCellsOf, oneDStretch, type GridCells } from './grid-cells'

function numbers(file: H5File, name: string): ArrayLike<number> {
  const entity = file.get(name)
  const value = entity && 'shape' in entity ? entity.value : null
  if (!ArrayBuffer.isView(value)) throw new Error(`gridadmin.h5 has no numeric ${name}`)
  return value as unknown as ArrayLike<number>
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

/** Only the 1D nodes' rows: the 2D cells come from cell_coords, and 1D nodes are few. */
function oneDCoordinates(file: H5File, nodeTypes: ArrayLike<number>) {
  const stretch = oneDStretch(nodeTypes)
  const entity = file.get('nodes/coordinates')
  if (!stretch || !entity || !('slice' in entity)) return {}
  const rows = entity.slice([[0, 2], stretch])
  if (!ArrayBuffer.isView(rows)) throw new Error('gridadmin.h5 has no numeric nodes/coordinates')
  return { coordinates: rows as unknown as ArrayLike<number>, coordinatesFrom: stretch[0] }
}

/** Whole HDF5 chunks at a time, about a tenth of the nodes each: how far it is can be told. */
function sliceRows(entity: { metadata: { chunks: number[] | null } }, total: number): number {
  const chunk = entity.metadata.chunks?.[1] ?? 1
  return Math.max(chunk, Math.ceil(Math.ceil(total / 10) / chunk) * chunk)
}

/** nodes/cell_coords ([4, N]) read in slices, telling the share of nodes read after each. */
function cellCoords(file: H5File, onShare: (share: number) => void): Float64Array {
  const entity = file.get('nodes/cell_coords')
  if (!entity || !('slice' in entity)) throw new Error('gridadmin.h5 has no nodes/cell_coords')
  const total = entity.shape?.[1] ?? 0
  const step = sliceRows(entity, total)
  const coords = new Float64Array(4 * total)
  for (let from = 0; from < total; from += step) {
    const to = Math.min(total, from + step)
    const rows = entity.slice([
      [0, 4],
      [from, to],
    ])
    if (!(rows instanceof Float64Array || rows instanceof Float32Array)) {
      throw new Error('gridadmin.h5 has no numeric nodes/cell_coords')
    }
    for (let row = 0; row < 4; row += 1) {
      coords.set(rows.subarray(row * (to - from), (row + 1) * (to - from)), row * total + from)
    }
    onShare(to / total)
  }
  return coords
}

export function readGridCellsBefore(
  bytes: Uint8Array,
  onShare: (share: number) => void = () => {},
): Promise<GridCells> {
  return readH5Bytes(bytes, (file) => {
    const crs = crsOf(file)
    if (!hasTwoD(file)) return gridCellsOf({ crs, ...NO_NODES })
    const nodeTypes = numbers(file, 'nodes/node_type')
    return gridCellsOf({
      crs,
      ids: numbers(file, 'nodes/id'),
      nodeTypes,
      cellCoords: cellCoords(file, onShare),
      ...oneDCoordinates(file, nodeTypes),
    })
  })
}

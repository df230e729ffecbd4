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

export function readGridCells(bytes: Uint8Array): Promise<GridCells> {
  return readH5Bytes(bytes, (file) => {
    const crs = crsOf(file)
    if (!hasTwoD(file)) return gridCellsOf({ crs, ...NO_NODES })
    const nodeTypes = numbers(file, 'nodes/node_type')
    return gridCellsOf({
      crs,
      ids: numbers(file, 'nodes/id'),
      nodeTypes,
      cellCoords: numbers(file, 'nodes/cell_coords'),
      ...oneDCoordinates(file, nodeTypes),
    })
  })
}

import { readH5Bytes } from '@/lib/h5-file'
import { gridCellsOf, type GridCells } from './grid-cells'

/** The 2D cells of a gridadmin.h5, read with h5wasm from its bytes. */
export function readGridCells(bytes: Uint8Array): Promise<GridCells> {
  return readH5Bytes(bytes, (file) => {
    const values = (name: string): ArrayLike<number> => {
      const entity = file.get(name)
      const value = entity && 'shape' in entity ? entity.value : null
      if (!ArrayBuffer.isView(value)) throw new Error(`gridadmin.h5 has no numeric ${name}`)
      return value as unknown as ArrayLike<number>
    }
    const epsg = Number(file.attrs['epsg_code']?.value)
    if (!Number.isInteger(epsg)) throw new Error('gridadmin.h5 names no EPSG code')
    return gridCellsOf({
      epsg,
      ids: values('nodes/id'),
      nodeTypes: values('nodes/node_type'),
      cellCoords: values('nodes/cell_coords'),
    })
  })
}

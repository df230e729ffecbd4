import { gridCellsAt } from '../grid-tiles/grid-store'
import { geoJsonOfCells, geoTiffOfCells, type CellFile, type CellsMeta } from './cell-files'

export type CellFileAsk =
  | { kind: 'geotiff'; values: Float32Array }
  | { kind: 'geojson'; values: Float32Array; meta: CellsMeta }

/** Written where the grid is kept (the grid worker): its cells never cross to the page. */
export async function cellFileAt(url: string, ask: CellFileAsk): Promise<CellFile> {
  try {
    const cells = await gridCellsAt(url)
    return ask.kind === 'geotiff'
      ? geoTiffOfCells(cells, ask.values)
      : geoJsonOfCells(cells, ask.values, ask.meta)
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}

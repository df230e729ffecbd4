import type { CellFile, CellsMeta } from '../cell-files/cell-files'
import type { GridQuads } from './cell-quads'

export const CELLS_TILE_LAYER = 'cells'
/** The deepest zoom tiles are cut for; maplibre over-zooms beyond it. */
export const GRID_TILES_MAX_ZOOM = 18

export const GRID_TILES_SCHEME = 'polder-grid'

export function gridTilesTemplate(url: string): string {
  return `${GRID_TILES_SCHEME}://cells/{z}/{x}/{y}?gridadmin=${encodeURIComponent(url)}`
}

export type GridTileResult =
  { ok: true; data: ArrayBuffer } | { ok: false; status: number | null; message: string }

export type GridDescription =
  { ok: true; cellCount: number } | { ok: false; status: number | null; message: string }

/** How far a grid's first read is: the file's bytes, then its cells' nodes. */
export type GridProgress = { step: 'reading' | 'preparing'; percent: number }

export type CellQuadsResult =
  { ok: true; quads: GridQuads } | { ok: false; status: number | null; message: string }

export type PlaceResult =
  { ok: true; place: number | null } | { ok: false; status: number | null; message: string }

export type GridTilesApi = {
  /** Starts the worker; `library` also loads HDF5 (its 4 MB script) before a grid is asked for. */
  prepare: (library: boolean) => Promise<void>
  tile: (url: string, z: number, x: number, y: number) => Promise<GridTileResult>
  describe: (url: string, onProgress?: (progress: GridProgress) => void) => Promise<GridDescription>
  cellQuads: (url: string) => Promise<CellQuadsResult>
  placeAt: (url: string, lon: number, lat: number) => Promise<PlaceResult>
  /** A view's values (one per place) as a GeoTIFF on the grid's lattice. */
  geoTiff: (url: string, values: Float32Array) => Promise<CellFile>
  /** A view's cells with a value as GeoJSON polygons in lon/lat. */
  geoJson: (url: string, values: Float32Array, meta: CellsMeta) => Promise<CellFile>
}

export const NO_TWO_D_DOMAIN = 'This model has no 2D domain: there are no cells to draw'

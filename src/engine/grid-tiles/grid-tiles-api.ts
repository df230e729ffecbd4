import type { GridQuads } from './cell-quads'

/** The vector tile layer the cells are drawn from (`source-layer`). */
export const CELLS_TILE_LAYER = 'cells'
/** The deepest zoom tiles are cut for; maplibre over-zooms beyond it. */
export const GRID_TILES_MAX_ZOOM = 18

export const GRID_TILES_SCHEME = 'polder-grid'

/** The tile template of a vector source drawing the cells of the gridadmin.h5 behind `url`. */
export function gridTilesTemplate(url: string): string {
  return `${GRID_TILES_SCHEME}://cells/{z}/{x}/{y}?gridadmin=${encodeURIComponent(url)}`
}

/** What the grid tiles worker answers for one tile: the bytes, or why the grid could not load. */
export type GridTileResult =
  { ok: true; data: ArrayBuffer } | { ok: false; status: number | null; message: string }

/** What a grid holds for the map: how many cells, or why it cannot be drawn. */
export type GridDescription =
  { ok: true; cellCount: number } | { ok: false; status: number | null; message: string }

/** The cells and 1D nodes as quads for GPU layers (see `CellQuads`), or why the grid failed. */
export type CellQuadsResult =
  { ok: true; quads: GridQuads } | { ok: false; status: number | null; message: string }

/** The results-file place of the cell under a point (null: no cell there). */
export type PlaceResult =
  { ok: true; place: number | null } | { ok: false; status: number | null; message: string }

export type GridTilesApi = {
  /** Loads the HDF5 library (its 4 MB script and WebAssembly) before a grid is asked for. */
  prepare: () => Promise<void>
  tile: (url: string, z: number, x: number, y: number) => Promise<GridTileResult>
  describe: (url: string) => Promise<GridDescription>
  cellQuads: (url: string) => Promise<CellQuadsResult>
  placeAt: (url: string, lon: number, lat: number) => Promise<PlaceResult>
}

/** Why a model's map has no cells: its grid administration has no 2D domain (`has_2d` false). */
export const NO_TWO_D_DOMAIN = 'This model has no 2D domain: there are no cells to draw'

import { isApiError } from '@/api/errors'
import { downloadFile } from '@/api/transfer'
import { crsConverter } from '@/lib/crs/crs'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { cellQuadsOf, placeAt, type CellQuads, type GridQuads } from './cell-quads'
import type { GridCells } from './grid-cells'
import type {
  CellQuadsResult,
  GridDescription,
  GridProgress,
  GridTileResult,
  PlaceResult,
} from './grid-tiles-api'
import { createGridTiler, type GridTiler } from './grid-tiler'
import { gridKeyOf, keptGrids } from './kept-grids'
import { readGridCells } from './read-gridadmin'

/** The grids of the last few links; a layer switched off and on again reuses its grid. */
const KEEP_GRIDS = 2
type LoadedGrid = { cells: GridCells; tiler: GridTiler; quads?: GridQuads }
const grids = new Map<string, Promise<LoadedGrid>>()
const listeners = new Map<string, Set<(progress: GridProgress) => void>>()

function tell(url: string, progress: GridProgress) {
  listeners.get(url)?.forEach((listener) => listener(progress))
}

/** The file is read once per browser: a later visit takes the cells this browser kept. */
async function readCells(url: string): Promise<GridCells> {
  const kept = keptGrids()
  const key = gridKeyOf(url)
  const found = await kept?.get(key).catch(() => undefined)
  if (found) return found
  // h5wasm gets ready while the file downloads; its failure is the read's to report.
  loadH5wasm().catch(() => undefined)
  // A pre-signed link: fetched as is, never with the API's Authorization header.
  let shown = -1
  const blob = await downloadFile(url, {
    onProgress: (fraction) => {
      const percent = Math.floor(fraction * 100)
      if (percent !== shown) tell(url, { step: 'reading', percent: (shown = percent) })
    },
  })
  const preparing = (share: number) =>
    tell(url, { step: 'preparing', percent: Math.floor(share * 100) })
  preparing(0)
  const cells = await readGridCells(new Uint8Array(await blob.arrayBuffer()), preparing)
  // After the tiles already asked for are cut: storing clones every array on this thread first.
  setTimeout(() => kept?.put(key, cells).catch(() => undefined), 0)
  return cells
}

async function loadGrid(url: string): Promise<LoadedGrid> {
  const cells = await readCells(url)
  return { cells, tiler: createGridTiler(cells) }
}

function gridOf(url: string): Promise<LoadedGrid> {
  const cached = grids.get(url)
  if (cached) return cached
  const loading = loadGrid(url)
  loading.catch(() => grids.delete(url))
  grids.set(url, loading)
  for (const old of [...grids.keys()].slice(0, Math.max(0, grids.size - KEEP_GRIDS))) {
    grids.delete(old)
  }
  return loading
}

function failureOf(error: unknown): { ok: false; status: number | null; message: string } {
  const status = isApiError(error) && error.kind === 'http' ? error.status : null
  const message = error instanceof Error ? error.message : String(error)
  return { ok: false, status, message }
}

export async function gridTile(url: string, z: number, x: number, y: number) {
  try {
    const bytes = (await gridOf(url)).tiler.tile(z, x, y)
    return { ok: true, data: new Uint8Array(bytes).buffer } satisfies GridTileResult
  } catch (error) {
    return failureOf(error)
  }
}

export async function describeGridAt(
  url: string,
  onProgress?: (progress: GridProgress) => void,
): Promise<GridDescription> {
  const heard = listeners.get(url) ?? new Set()
  if (onProgress) listeners.set(url, heard.add(onProgress))
  try {
    return { ok: true, cellCount: (await gridOf(url)).tiler.cellCount }
  } catch (error) {
    return failureOf(error)
  } finally {
    if (onProgress) heard.delete(onProgress)
  }
}

export async function cellQuadsAt(url: string): Promise<CellQuadsResult> {
  try {
    const grid = await gridOf(url)
    grid.quads ??= cellQuadsOf(grid.cells)
    const { cells, nodes } = grid.quads
    const copy = ({ raster, ...quads }: CellQuads): CellQuads => ({
      ...quads,
      corners: quads.corners.slice(),
      ...(raster
        ? { raster: { ...raster, places: raster.places.slice(), mesh: raster.mesh.slice() } }
        : {}),
    })
    return { ok: true, quads: { cells: copy(cells), nodes: nodes ? copy(nodes) : null } }
  } catch (error) {
    return failureOf(error)
  }
}

/** The grid's cells in its own CRS, as read for the map (files of a view are written from them). */
export async function gridCellsAt(url: string): Promise<GridCells> {
  return (await gridOf(url)).cells
}

/** The place (node id − 1) of the 2D cell under a lon/lat, or null where there is none. */
export async function placeAtLonLat(url: string, lon: number, lat: number): Promise<PlaceResult> {
  try {
    const { cells } = await gridOf(url)
    if (cells.count === 0) return { ok: true, place: null }
    const [x, y] = crsConverter(cells.crs).forward([lon, lat])
    return { ok: true, place: placeAt(cells, x, y) }
  } catch (error) {
    return failureOf(error)
  }
}

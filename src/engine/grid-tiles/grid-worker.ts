import { proxy, transfer, type Remote } from 'comlink'
import type { CellFileAsk } from '../cell-files/cell-file-at'
import type { CellFile } from '../cell-files/cell-files'
import { startGridTilesWorker } from '../workers/app-workers'
import { workerClient } from '../workers/worker-client'
import type {
  CellQuadsResult,
  GridDescription,
  GridProgress,
  GridTilesApi,
  PlaceResult,
} from './grid-tiles-api'

// Kept for the page's life: the map's tiles and the layer's description share its cached grids.
const grid = workerClient<GridTilesApi>(startGridTilesWorker, {
  crashed: (message) => new Error(`The grid reader stopped: ${message}`),
})

// A million-cell grid takes up to ~40 s to prepare on a slow machine: 3 minutes is a hang.
const gridDeadline = {
  ms: 180_000,
  missed: () => new Error('Reading the model grid took longer than 3 minutes; it was stopped.'),
}

export function askGridWorker<T>(ask: (remote: Remote<GridTilesApi>) => T): Promise<Awaited<T>> {
  return grid.call(ask, gridDeadline)
}

/**
 * Starts the worker, and its HDF5 library while the grid's link is still being asked for. Without
 * the library when the read follows at once: it loads beside the download, not before it (0061).
 */
export function prepareGridWorker({ library = true } = {}): void {
  if (typeof Worker === 'undefined') return
  askGridWorker((remote) => remote.prepare(library)).catch(() => {})
}

// Without Web Workers (unit tests) the same reading runs in the page.
export async function describeGrid(
  url: string,
  onProgress?: (progress: GridProgress) => void,
): Promise<GridDescription> {
  if (typeof Worker === 'undefined') {
    const { describeGridAt } = await import('./grid-store')
    return describeGridAt(url, onProgress)
  }
  return askGridWorker((remote) => remote.describe(url, onProgress && proxy(onProgress)))
}

export async function cellQuadsOfGrid(url: string): Promise<CellQuadsResult> {
  if (typeof Worker === 'undefined') {
    const { cellQuadsAt } = await import('./grid-store')
    return cellQuadsAt(url)
  }
  return askGridWorker((remote) => remote.cellQuads(url))
}

export async function cellPlaceAt(url: string, lon: number, lat: number): Promise<PlaceResult> {
  if (typeof Worker === 'undefined') {
    const { placeAtLonLat } = await import('./grid-store')
    return placeAtLonLat(url, lon, lat)
  }
  return askGridWorker((remote) => remote.placeAt(url, lon, lat))
}

/** A view's file written in the grid worker; the values are copied there, the page keeps its own. */
export async function cellFileOfGrid(url: string, ask: CellFileAsk): Promise<CellFile> {
  if (typeof Worker === 'undefined') {
    const { cellFileAt } = await import('../cell-files/cell-file-at')
    return cellFileAt(url, ask)
  }
  const values = ask.values.slice()
  return askGridWorker((remote) =>
    ask.kind === 'geotiff'
      ? remote.geoTiff(url, transfer(values, [values.buffer]))
      : remote.geoJson(url, transfer(values, [values.buffer]), ask.meta),
  )
}

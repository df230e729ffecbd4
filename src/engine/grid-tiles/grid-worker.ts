import { wrap, type Remote } from 'comlink'
import type { CellQuadsResult, GridDescription, GridTilesApi, PlaceResult } from './grid-tiles-api'

let worker: Remote<GridTilesApi> | null = null

/** The one grid tiles worker: the map's tiles and the layer's description share its grids. */
export function gridWorker(): Remote<GridTilesApi> {
  worker ??= wrap<GridTilesApi>(
    new Worker(new URL('./grid-tiles.worker.ts', import.meta.url), {
      type: 'module',
      name: 'grid-tiles',
    }),
  )
  return worker
}

/**
 * Starts the worker and its HDF5 library now, while the grid's link is still being asked for,
 * so the two do not wait on each other. A failure here is left to the read that follows.
 */
export function prepareGridWorker(): void {
  if (typeof Worker === 'undefined') return
  gridWorker()
    .prepare()
    .catch(() => {})
}

/**
 * Reads the grid behind `url` off the page thread (the bytes never reach the page). Without Web
 * Workers (unit tests) the same reading runs in the page.
 */
export async function describeGrid(url: string): Promise<GridDescription> {
  if (typeof Worker === 'undefined') {
    const { describeGridAt } = await import('./grid-store')
    return describeGridAt(url)
  }
  return gridWorker().describe(url)
}

/** The cells of the grid behind `url` as quads for a GPU layer, projected in the worker. */
export async function cellQuadsOfGrid(url: string): Promise<CellQuadsResult> {
  if (typeof Worker === 'undefined') {
    const { cellQuadsAt } = await import('./grid-store')
    return cellQuadsAt(url)
  }
  return gridWorker().cellQuads(url)
}

/** The results-file place of the 2D cell under a lon/lat (null: no cell there). */
export async function cellPlaceAt(url: string, lon: number, lat: number): Promise<PlaceResult> {
  if (typeof Worker === 'undefined') {
    const { placeAtLonLat } = await import('./grid-store')
    return placeAtLonLat(url, lon, lat)
  }
  return gridWorker().placeAt(url, lon, lat)
}

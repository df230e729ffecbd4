import { expose, transfer } from 'comlink'
import type { GridTileResult, GridTilesApi } from './grid-tiles-api'
import { createGridTiler, type GridTiler } from './grid-tiler'
import { readGridCells } from './read-gridadmin'

/** A grid that failed to load: the HTTP status when the storage refused it. */
class GridLoadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
  }
}

/** The grids of the last few links; a layer switched off and on again reuses its grid. */
const KEEP_GRIDS = 2
const grids = new Map<string, Promise<GridTiler>>()

async function loadGrid(url: string): Promise<GridTiler> {
  // A pre-signed link: fetched as is, never with the API's Authorization header.
  const response = await fetch(url)
  if (!response.ok)
    throw new GridLoadError(`The file storage answered ${response.status}.`, response.status)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return createGridTiler(await readGridCells(bytes))
}

function gridOf(url: string): Promise<GridTiler> {
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

const api: GridTilesApi = {
  async tile(url, z, x, y): Promise<GridTileResult> {
    try {
      const bytes = (await gridOf(url)).tile(z, x, y)
      const data = new Uint8Array(bytes).buffer
      return transfer({ ok: true, data }, [data])
    } catch (error) {
      const status = error instanceof GridLoadError ? error.status : null
      const message = error instanceof Error ? error.message : String(error)
      return { ok: false, status, message }
    }
  },
}

expose(api)

import { loadH5wasm } from '@/lib/h5wasm-loader'
import type { GridDescription, GridTileResult } from './grid-tiles-api'
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
  // h5wasm's WebAssembly is made ready while the file downloads, not after (its failure, if any,
  // is the read's to report).
  loadH5wasm().catch(() => undefined)
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

function failureOf(error: unknown): { ok: false; status: number | null; message: string } {
  const status = error instanceof GridLoadError ? error.status : null
  const message = error instanceof Error ? error.message : String(error)
  return { ok: false, status, message }
}

/** One tile's bytes, or why the grid could not load. */
export async function gridTile(url: string, z: number, x: number, y: number) {
  try {
    const bytes = (await gridOf(url)).tile(z, x, y)
    return { ok: true, data: new Uint8Array(bytes).buffer } satisfies GridTileResult
  } catch (error) {
    return failureOf(error)
  }
}

/** How many cells the grid has, or why it cannot be drawn; its tiles then reuse the read. */
export async function describeGridAt(url: string): Promise<GridDescription> {
  try {
    return { ok: true, cellCount: (await gridOf(url)).cellCount }
  } catch (error) {
    return failureOf(error)
  }
}

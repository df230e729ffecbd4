import { crsConverter } from '@/lib/crs/crs'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { cellQuadsOf, placeAt, type CellQuads, type GridQuads } from './cell-quads'
import type { GridCells } from './grid-cells'
import type {
  CellQuadsResult,
  GridDescription,
  GridTileResult,
  PlaceResult,
} from './grid-tiles-api'
import { createGridTiler, type GridTiler } from './grid-tiler'
import { readGridCells } from './read-gridadmin'

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
type LoadedGrid = { cells: GridCells; tiler: GridTiler; quads?: GridQuads }
const grids = new Map<string, Promise<LoadedGrid>>()

async function loadGrid(url: string): Promise<LoadedGrid> {
  // h5wasm gets ready while the file downloads; its failure is the read's to report.
  loadH5wasm().catch(() => undefined)
  // A pre-signed link: fetched as is, never with the API's Authorization header.
  const response = await fetch(url)
  if (!response.ok)
    throw new GridLoadError(`The file storage answered ${response.status}.`, response.status)
  const bytes = new Uint8Array(await response.arrayBuffer())
  const cells = await readGridCells(bytes)
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
  const status = error instanceof GridLoadError ? error.status : null
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

export async function describeGridAt(url: string): Promise<GridDescription> {
  try {
    return { ok: true, cellCount: (await gridOf(url)).tiler.cellCount }
  } catch (error) {
    return failureOf(error)
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

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { downloadLink } from '../src/api/common'
import { createGridTiler } from '../src/engine/grid-tiles/grid-tiler'
import { GRID_TILES_MAX_ZOOM } from '../src/engine/grid-tiles/grid-tiles-api'
import { readGridCells } from '../src/engine/grid-tiles/read-gridadmin'
import { DEMO_TOKENS } from '../src/mocks/db/accounts'
import type { MockModel } from '../src/mocks/db/records'
import type { MapBox } from './measure-map'
import type { BenchServers } from './servers'

export type PreCutTiles = {
  /** The tile template the bare page's vector source reads, `{z}/{x}/{y}.pbf` under the bare origin. */
  template: string
  tiles: number
  bytes: number
  cutMs: number
  /** Tile requests under the template with no file written (outside the cut area or zooms). */
  misses: () => number
  remove: () => Promise<void>
}

/** Zoom levels cut beyond the fitted view's: the bench's six wheel steps stay within them. */
const ZOOM_MARGIN = 2
/** maplibre's tiles are 512 px: the world is 512 × 2^z pixels wide at zoom z. */
const TILE_SIZE = 512
/** The padding of the fitted view, as in the app (use-maplibre-map.ts) and the bare page. */
const PADDING = 32

const mercatorX = (lon: number) => (lon + 180) / 360
const mercatorY = (lat: number) =>
  (1 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / Math.PI) / 2

/**
 * The fitted view (maplibre's fitBounds with 32 px padding) and the area the gestures can reach:
 * the view widened by a whole view on every side, in web-mercator units (0..1).
 */
export function reachableArea(bounds: [[number, number], [number, number]], box: MapBox) {
  const [[west, south], [east, north]] = bounds
  const [x0, x1, y0, y1] = [mercatorX(west), mercatorX(east), mercatorY(north), mercatorY(south)]
  const scale = Math.min(
    (box.width - 2 * PADDING) / ((x1 - x0) * TILE_SIZE),
    (box.height - 2 * PADDING) / ((y1 - y0) * TILE_SIZE),
  )
  const zoom = Math.log2(scale)
  const [halfWidth, halfHeight] = [box.width / 2, box.height / 2].map(
    (pixels) => (3 * pixels) / (TILE_SIZE * scale),
  ) as [number, number]
  const [midX, midY] = [(x0 + x1) / 2, (y0 + y1) / 2]
  return {
    zoom,
    area: [midX - halfWidth, midY - halfHeight, midX + halfWidth, midY + halfHeight] as const,
  }
}

/**
 * The bare page's vector tiles, cut before any measurement by the app's own cutting code
 * (createGridTiler over the very gridadmin.h5 the app's worker fetches) and written as .pbf files
 * to a temporary folder the bare server serves: every tile of the reachable area from zoom 0 to
 * two levels below the fitted view's.
 */
export async function preCutTiles(
  servers: BenchServers,
  model: MockModel,
  bounds: [[number, number], [number, number]],
  box: MapBox,
): Promise<PreCutTiles> {
  const answer = await fetch(
    `${servers.mock.apiBaseUrl}/hydromodels/${model.id}/gridadmin/download/`,
    {
      headers: { authorization: `Bearer ${DEMO_TOKENS.modeller}`, accept: 'application/json' },
    },
  )
  const link = downloadLink.parse(await answer.json())
  const gridadmin = new Uint8Array(await (await fetch(link.get_url)).arrayBuffer())
  const started = performance.now()
  const tiler = createGridTiler(await readGridCells(gridadmin))
  const dir = await mkdtemp(join(tmpdir(), `polder-bench-tiles-${model.id}-`))
  const { zoom, area } = reachableArea(bounds, box)
  const deepest = Math.min(GRID_TILES_MAX_ZOOM, Math.floor(zoom) + ZOOM_MARGIN)
  let [tiles, bytes] = [0, 0]
  for (let z = 0; z <= deepest; z += 1) {
    const last = 2 ** z - 1
    const tileOf = (unit: number) => Math.min(last, Math.max(0, Math.floor(unit * 2 ** z)))
    for (let x = tileOf(area[0]); x <= tileOf(area[2]); x += 1) {
      await mkdir(join(dir, String(z), String(x)), { recursive: true })
      for (let y = tileOf(area[1]); y <= tileOf(area[3]); y += 1) {
        const tile = tiler.tile(z, x, y)
        await writeFile(join(dir, String(z), String(x), `${y}.pbf`), tile)
        tiles += 1
        bytes += tile.length
      }
    }
  }
  const cutMs = performance.now() - started
  const prefix = `/tiles/model-${model.id}/`
  const { misses } = servers.serveBareFolder(prefix, dir, 'application/x-protobuf')
  return {
    template: `${servers.bare}${prefix}{z}/{x}/{y}.pbf`,
    tiles,
    bytes,
    cutMs,
    misses,
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}

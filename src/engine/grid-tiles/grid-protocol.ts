import { addProtocol, AJAXError } from 'maplibre-gl'
import { GRID_TILES_SCHEME } from './grid-tiles-api'
import { askGridWorker } from './grid-worker'

let registered = false

function parseTileUrl(tileUrl: string): { url: string; z: number; x: number; y: number } {
  const parsed = new URL(tileUrl)
  const [z = NaN, x = NaN, y = NaN] = parsed.pathname.split('/').filter(Boolean).map(Number)
  const url = parsed.searchParams.get('gridadmin')
  if (!url || ![z, x, y].every(Number.isInteger)) throw new Error(`Not a grid tile: ${tileUrl}`)
  return { url, z, x, y }
}

export function registerGridProtocol(): void {
  if (registered) return
  registered = true
  addProtocol(GRID_TILES_SCHEME, async (params) => {
    const { url, z, x, y } = parseTileUrl(params.url)
    const result = await askGridWorker((remote) => remote.tile(url, z, x, y))
    if (!result.ok) {
      // The status reaches the map's error event, so an expired link (403) can be renewed.
      throw new AJAXError(result.status ?? 0, result.message, url, new Blob())
    }
    return { data: result.data }
  })
}

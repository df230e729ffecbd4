// The browser tests' basemap: every /map/{z}/{x}/{y}.png and /aerial/… is one committed fixture
// tile, so the map draws a real raster layer with no internet (CI has none).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { boundedServer, DEFAULT_STALL_TIMEOUT_MS } from '../../scripts/bounded-server'
import { e2ePorts } from '../ports'

const fixtures = resolve(import.meta.dirname, '../fixtures/basemap')
const tiles = {
  map: readFileSync(resolve(fixtures, 'map.png')),
  aerial: readFileSync(resolve(fixtures, 'aerial.png')),
}

function main(): void {
  boundedServer(DEFAULT_STALL_TIMEOUT_MS, DEFAULT_STALL_TIMEOUT_MS)
    .on('request', (request, response) => {
      const kind = /^\/(map|aerial)\/\d+\/\d+\/\d+\.png$/.exec(request.url ?? '')?.[1]
      // maplibre fetches tiles with CORS from the app's origin.
      response.setHeader('access-control-allow-origin', '*')
      if (kind !== 'map' && kind !== 'aerial') return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-cache' })
      response.end(tiles[kind])
    })
    .listen(e2ePorts.tiles, '127.0.0.1', () => {
      console.log(`tile-server: http://127.0.0.1:${e2ePorts.tiles}/`)
    })
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()

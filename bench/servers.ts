import { readFile } from 'node:fs/promises'
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import { createDistHandler } from '../scripts/serve-dist'
import { startMockServer, type RunningMockServer } from '../scripts/mock-server/start-mock-server'

export type BenchServers = {
  app: string
  bare: string
  mock: RunningMockServer
  /**
   * Registers a page or file the bare server answers at `path`; `cacheControl` defaults to
   * no-store (pages and the GeoJSON, fetched afresh like the app's).
   */
  serveBare: (
    path: string,
    body: string | Uint8Array,
    contentType: string,
    cacheControl?: string,
  ) => void
  /**
   * Serves the files under `dir` at `prefix` (no-store), read from disk per request like any
   * static file server; `misses()` counts the requests under `prefix` with no file.
   */
  serveBareFolder: (prefix: string, dir: string, contentType: string) => { misses: () => number }
  close: () => Promise<void>
}

const host = '127.0.0.1'

async function listen(handler: RequestListener): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return { server, origin: `http://${host}:${port}` }
}

function close(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

/**
 * Everything on free local ports, in this process: the mock API + storage (real-network mode, so
 * no service worker and a warm file cache after the first run), the built app, and a bare page.
 */
export async function startBenchServers(distDir: string): Promise<BenchServers> {
  const bareFiles = new Map<string, { body: string | Uint8Array; type: string; cache: string }>()
  const folders = new Map<string, { dir: string; type: string; misses: number }>()
  const fromFolder = async (pathname: string, response: ServerResponse) => {
    for (const [prefix, folder] of folders) {
      if (!pathname.startsWith(prefix)) continue
      const relative = normalize(pathname.slice(prefix.length))
      const body = relative.startsWith('..')
        ? null
        : await readFile(join(folder.dir, relative)).catch(() => null)
      if (!body) {
        folder.misses += 1
        return void response.writeHead(404).end()
      }
      response.writeHead(200, { 'content-type': folder.type, 'cache-control': 'no-store' })
      return void response.end(body)
    }
    response.writeHead(404).end()
  }
  const bare = await listen((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname
    const file = bareFiles.get(pathname)
    if (!file) return void fromFolder(pathname, response)
    response.writeHead(200, { 'content-type': file.type, 'cache-control': file.cache })
    response.end(file.body)
  })
  // The mock reads this list per request, so the app's origin can join once it is known.
  const allowedOrigins = [bare.origin]
  const mock = await startMockServer({ port: 0, storagePort: 0, allowedOrigins, log: () => {} })
  // No basemap: the numbers stay comparable run to run, and the bench needs no internet.
  const config = JSON.stringify({ mode: 'real', apiBaseUrl: mock.apiBaseUrl, basemaps: [] })
  // The object store is another origin the app (and maplibre's worker) fetches from.
  const extraConnectSrc = [new URL(mock.storageBaseUrl).origin]
  const handler = createDistHandler({ root: distDir, config, extraConnectSrc })
  const app = await listen((request, response) => void handler(request, response))
  allowedOrigins.push(app.origin)
  return {
    app: app.origin,
    bare: bare.origin,
    mock,
    serveBare: (path, body, type, cache = 'no-store') => bareFiles.set(path, { body, type, cache }),
    serveBareFolder: (prefix, dir, type) => {
      const folder = { dir, type, misses: 0 }
      folders.set(prefix, folder)
      return { misses: () => folder.misses }
    },
    close: async () => {
      await Promise.all([close(app.server), close(bare.server), mock.close()])
    },
  }
}

/** The app's policy for its hashed assets (scripts/serve-dist.ts), so both sides cache alike. */
export const assetCacheControl = 'public, max-age=31536000, immutable'

/** maplibre's own build for the bare page, cached like the app's assets, and an empty warm-up page. */
export async function serveMaplibre(servers: BenchServers): Promise<string[]> {
  const dist = new URL('../node_modules/maplibre-gl/dist/', import.meta.url)
  servers.serveBare(
    '/maplibre-gl.js',
    await readFile(new URL('maplibre-gl.js', dist)),
    'text/javascript',
    assetCacheControl,
  )
  servers.serveBare(
    '/maplibre-gl.css',
    await readFile(new URL('maplibre-gl.css', dist)),
    'text/css',
    assetCacheControl,
  )
  servers.serveBare('/warm.html', '<!doctype html><title>warm-up</title>', 'text/html')
  return [`${servers.bare}/maplibre-gl.js`, `${servers.bare}/maplibre-gl.css`]
}

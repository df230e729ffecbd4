import { readFile } from 'node:fs/promises'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createDistHandler } from '../scripts/serve-dist'
import { startMockServer, type RunningMockServer } from '../scripts/mock-server/start-mock-server'

export type BenchServers = {
  app: string
  bare: string
  mock: RunningMockServer
  /** Registers a page or file the bare server answers at `path`. */
  serveBare: (path: string, body: string | Uint8Array, contentType: string) => void
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
  const bareFiles = new Map<string, { body: string | Uint8Array; type: string }>()
  const bare = await listen((request, response) => {
    const file = bareFiles.get(new URL(request.url ?? '/', 'http://x').pathname)
    if (!file) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' })
    response.end(file.body)
  })
  // The mock reads this list per request, so the app's origin can join once it is known.
  const allowedOrigins = [bare.origin]
  const mock = await startMockServer({ port: 0, storagePort: 0, allowedOrigins, log: () => {} })
  const config = JSON.stringify({ mode: 'real', apiBaseUrl: mock.apiBaseUrl })
  const handler = createDistHandler({ root: distDir, config })
  const app = await listen((request, response) => void handler(request, response))
  allowedOrigins.push(app.origin)
  return {
    app: app.origin,
    bare: bare.origin,
    mock,
    serveBare: (path, body, type) => bareFiles.set(path, { body, type }),
    close: async () => {
      await Promise.all([close(app.server), close(bare.server), mock.close()])
    },
  }
}

export async function serveMaplibre(servers: BenchServers): Promise<void> {
  const dist = new URL('../node_modules/maplibre-gl/dist/', import.meta.url)
  servers.serveBare(
    '/maplibre-gl.js',
    await readFile(new URL('maplibre-gl.js', dist)),
    'text/javascript',
  )
  servers.serveBare(
    '/maplibre-gl.css',
    await readFile(new URL('maplibre-gl.css', dist)),
    'text/css',
  )
}

// A tiny static server for dist/: the built app as any static host would serve it, with the SPA
// fallback and, for the real-network browser tests, a config.json taken from the CONFIG env var.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { boundedServer, DEFAULT_STALL_TIMEOUT_MS } from './bounded-server'
import { parseOriginList, securityHeaders } from './security-headers'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.nc': 'application/x-netcdf',
  '.woff2': 'font/woff2',
}

export type ServeDistOptions = {
  root: string
  config?: string | undefined
  /** Origins beyond config.json's the app fetches from (the object store): CSP connect-src. */
  extraConnectSrc?: readonly string[]
}

async function fileAt(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const candidate = normalize(join(root, decoded))
  if (candidate !== root && !candidate.startsWith(root + sep)) return null
  const info = await stat(candidate).catch(() => null)
  return info?.isFile() ? candidate : null
}

function sendFile(response: ServerResponse, path: string, cache: string): void {
  response.writeHead(200, {
    'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
    'cache-control': cache,
  })
  createReadStream(path).pipe(response)
}

function sendConfig(response: ServerResponse, config: string): void {
  response.writeHead(200, { 'content-type': contentTypes['.json'], 'cache-control': 'no-store' })
  response.end(config)
}

export function createDistHandler({ root, config, extraConnectSrc = [] }: ServeDistOptions) {
  const base = resolve(root)
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // Read per request: an operator may edit dist/config.json (its basemap) without a restart.
    const served =
      config ?? (await readFile(join(base, 'config.json'), 'utf8').catch(() => undefined))
    for (const [name, value] of Object.entries(
      securityHeaders({ config: served, extraConnectSrc }),
    ))
      response.setHeader(name, value)
    const path = new URL(`http://localhost${(request.url ?? '/').replace(/^\/*/, '/')}`).pathname
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    if (path === '/config.json' && config !== undefined) return sendConfig(response, config)
    const file = await fileAt(base, path)
    if (file)
      return sendFile(
        response,
        file,
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    // A missing asset is a 404; any other path is a page of the app.
    if (extname(path) !== '') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const index = await fileAt(base, '/index.html')
    if (!index) {
      response
        .writeHead(500, { 'content-type': 'text/plain' })
        .end('dist/index.html is missing: run `npm run build` first.')
      return
    }
    sendFile(response, index, 'no-cache')
  }
}

/** The server for dist/, its headers and requests bounded as the mock server's are (30 s). */
export function createDistServer(options: ServeDistOptions & { stallTimeoutMs?: number }): Server {
  const handler = createDistHandler(options)
  const stallMs = options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS
  return boundedServer(stallMs, stallMs).on('request', (request, response) => {
    handler(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
}

function main(): void {
  const port = Number(process.env.PORT ?? 4173)
  const host = process.env.HOST ?? '127.0.0.1'
  const config = process.env.CONFIG
  if (config !== undefined) JSON.parse(config)
  createDistServer({
    root: process.env.DIST ?? 'dist',
    config,
    extraConnectSrc: parseOriginList(process.env.CSP_CONNECT_SRC),
  }).listen(port, host, () => {
    console.log(
      `serve-dist: http://${host}:${port}/${config ? ` (config.json from CONFIG: ${config})` : ''}`,
    )
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()

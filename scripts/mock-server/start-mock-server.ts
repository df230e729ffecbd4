import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { keyValuePersistence } from '@/mocks/db/persistence'
import { createMockBackend, type MockBackend } from '@/mocks/handlers'
import { json, methodNotAllowed, notFound } from '@/mocks/http'
import { inProcessGenerator, setResultFileGenerator } from '@/mocks/simulations/results/generator'
import { STORAGE_METHODS, storageMethodNotAllowed } from '@/mocks/storage/storage-handler'
import { boundedServer, DEFAULT_STALL_TIMEOUT_MS } from '../bounded-server'
import { DEFAULT_ALLOWED_ORIGINS, isPreflight, preflightResponse, withCors } from './cors'
import { sendFetchResponse, toFetchRequest } from './fetch-bridge'
import { openWorldFile } from './file-world-store'
import { resultFilesThread } from './result-files-thread'
import { mockServerWorld } from './seeded-world'

export type MockServerOptions = {
  /** 0 picks a free port (tests). */
  port?: number
  storagePort?: number
  host?: string
  allowedOrigins?: readonly string[]
  now?: () => Date
  log?: (line: string) => void
  /**
   * How long a connection may send nothing (or take to send its headers, or, on the API, its
   * whole request) before it is closed: 30 s. Tests shorten it.
   */
  stallTimeoutMs?: number
  /** Where the world is kept across restarts; without it the world lives in memory only. */
  dataFile?: string
}

export type RunningMockServer = {
  /** e.g. `http://127.0.0.1:4010/v3` */
  apiBaseUrl: string
  storageBaseUrl: string
  backend: MockBackend
  close: () => Promise<void>
}

/**
 * A whole upload may take longer than a stall: 200 MiB (decisions.md "Transport") in 10 minutes
 * needs about 350 kB/s, and the idle bound still closes an upload that stops.
 */
const MAX_STORAGE_REQUEST_MS = 600_000

type Answer = (request: Request) => Promise<Response>
/** The answer to a method no Fetch Request can carry (TRACE, CONNECT): 405 with Allow, or 404. */
type RefuseMethod = (url: URL, method: string) => Response
type Endpoint = { name: 'api' | 'storage'; answer: Answer; refuseMethod: RefuseMethod }
type Log = (line: string) => void

/** The API on `port` and its object storage on `storagePort`, both answered by the mock handlers. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const allowed = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  const log = options.log ?? ((line: string) => console.log(line))
  // The storage port must be known before the backend signs its first URL.
  const stallMs = options.stallTimeoutMs ?? DEFAULT_STALL_TIMEOUT_MS
  const storageServer = boundedServer(stallMs, Math.max(stallMs, MAX_STORAGE_REQUEST_MS))
  refuseConnect(storageServer, STORAGE_METHODS)
  const storagePort = await listen(storageServer, options.storagePort ?? 4011, host)
  const storageBaseUrl = `http://${host}:${storagePort}/mock-storage`
  const resultFiles = resultFilesThread()
  setResultFileGenerator(resultFiles.generate)
  const backend = createMockBackend({
    storageBaseUrl,
    world: mockServerWorld(options.now?.() ?? new Date()),
    ...(options.now ? { now: options.now } : {}),
    ...(options.dataFile
      ? { persistence: keyValuePersistence(openWorldFile(options.dataFile, log), false) }
      : {}),
  })
  storageServer.on(
    'request',
    answerWith(
      { name: 'storage', answer: backend.handleStorage, refuseMethod: storageMethodNotAllowed },
      host,
      log,
    ),
  )
  const answerApi: Answer = async (request) => {
    const origin = request.headers.get('Origin')
    if (isPreflight(request)) return preflightResponse(origin, allowed)
    return withCors(await backend.handleApi(request), origin, allowed)
  }
  const refuseApiMethod: RefuseMethod = (url, method) => {
    const allowed = backend.allowedMethods(url)
    return allowed ? methodNotAllowed(method, allowed) : notFound()
  }
  const apiServer = boundedServer(stallMs, stallMs)
  apiServer.on(
    'request',
    answerWith({ name: 'api', answer: answerApi, refuseMethod: refuseApiMethod }, host, log),
  )
  refuseConnect(apiServer, 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  const apiPort = await listen(apiServer, options.port ?? 4010, host)
  return {
    apiBaseUrl: `http://${host}:${apiPort}/v3`,
    storageBaseUrl,
    backend,
    close: async () => {
      await Promise.all([stop(apiServer), stop(storageServer)])
      setResultFileGenerator(inProcessGenerator)
      await resultFiles.close()
    },
  }
}

function answerWith(server: Endpoint, host: string, log: Log) {
  return (req: IncomingMessage, res: ServerResponse) => {
    respond(server, host, log, req, res).catch((error: unknown) => {
      // Even writing the answer failed (e.g. the client left): never let it end the process.
      log(`${server.name} ${req.method} answer failed: ${describe(error)}`)
      if (!res.headersSent) res.writeHead(500, { connection: 'close' }).end()
      else res.destroy()
    })
  }
}

async function respond(
  { name, answer, refuseMethod }: Endpoint,
  host: string,
  log: Log,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const started = Date.now()
  const conversion = toFetchRequest(req, host)
  const method = req.method ?? 'GET'
  // Storage query strings carry signatures: only the API's query (its filters) is logged.
  const where = !('url' in conversion)
    ? '(malformed)'
    : name === 'api'
      ? `${conversion.url.pathname}${conversion.url.search}`
      : conversion.url.pathname
  let response: Response
  if (conversion.ok) {
    try {
      response = await answer(conversion.request)
    } catch (error) {
      log(`${name} ${method} ${where} failed: ${describe(error)}`)
      response = json({ detail: 'Internal server error.' }, 500)
    }
  } else if (conversion.status === 405) {
    response = refuseMethod(conversion.url, conversion.method)
  } else {
    response = json({ detail: `Bad request: ${conversion.reason}` }, 400)
  }
  await sendFetchResponse(req, res, response)
  log(`${name} ${method} ${where} ${response.status} ${Date.now() - started}ms`)
}

const describe = (error: unknown) => (error instanceof Error ? error.stack : String(error))

/** Node hands CONNECT (a proxy's method) to 'connect' listeners and drops it without one. */
function refuseConnect(server: Server, allow: string) {
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy())
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    )
  })
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address: AddressInfo | string | null = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : port)
    })
  })
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()))
    server.closeAllConnections()
  })
}

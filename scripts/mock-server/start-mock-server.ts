import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMockBackend, type MockBackend } from '@/mocks/handlers'
import { json } from '@/mocks/http'
import { DEFAULT_ALLOWED_ORIGINS, isPreflight, preflightResponse, withCors } from './cors'
import { sendFetchResponse, toFetchRequest } from './fetch-bridge'

export type MockServerOptions = {
  /** 0 picks a free port (tests). */
  port?: number
  storagePort?: number
  host?: string
  allowedOrigins?: readonly string[]
  now?: () => Date
  log?: (line: string) => void
}

export type RunningMockServer = {
  /** e.g. `http://127.0.0.1:4010/v3` */
  apiBaseUrl: string
  storageBaseUrl: string
  backend: MockBackend
  close: () => Promise<void>
}

type Answer = (request: Request) => Promise<Response>
type Log = (line: string) => void

/** The API on `port` and its object storage on `storagePort`, both answered by the mock handlers. */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1'
  const allowed = options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS
  const log = options.log ?? ((line: string) => console.log(line))
  // The storage port must be known before the backend signs its first URL.
  const storageServer = createServer()
  const storagePort = await listen(storageServer, options.storagePort ?? 4011, host)
  const storageBaseUrl = `http://${host}:${storagePort}/mock-storage`
  const backend = createMockBackend({
    storageBaseUrl,
    ...(options.now ? { now: options.now } : {}),
  })
  storageServer.on('request', answerWith('storage', backend.handleStorage, host, log))
  const answerApi: Answer = async (request) => {
    const origin = request.headers.get('Origin')
    if (isPreflight(request)) return preflightResponse(origin, allowed)
    return withCors(await backend.handleApi(request), origin, allowed)
  }
  const apiServer = createServer(answerWith('api', answerApi, host, log))
  const apiPort = await listen(apiServer, options.port ?? 4010, host)
  return {
    apiBaseUrl: `http://${host}:${apiPort}/v3`,
    storageBaseUrl,
    backend,
    close: async () => {
      await Promise.all([stop(apiServer), stop(storageServer)])
    },
  }
}

function answerWith(name: 'api' | 'storage', answer: Answer, host: string, log: Log) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void respond(req, res)
  }

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const started = Date.now()
    const request = toFetchRequest(req, host)
    const url = new URL(request.url)
    // Storage query strings carry signatures: only the API's query (its filters) is logged.
    const where = name === 'api' ? `${url.pathname}${url.search}` : url.pathname
    let response: Response
    try {
      response = await answer(request)
    } catch (error) {
      log(
        `${name} ${request.method} ${where} failed: ${error instanceof Error ? error.stack : error}`,
      )
      response = json({ detail: 'Internal server error.' }, 500)
    }
    await sendFetchResponse(res, response)
    log(`${name} ${request.method} ${where} ${response.status} ${Date.now() - started}ms`)
  }
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

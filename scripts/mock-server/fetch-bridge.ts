import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Node's request as a Fetch Request, so the server answers through the same handlers as msw.
 * Total on purpose: whatever Node's parser lets through (a method Fetch forbids, a Host that is
 * no host name, a header Fetch refuses) becomes a refusal the server answers, never a throw.
 */
export type Conversion =
  | { ok: true; request: Request; url: URL }
  | { ok: false; status: 400; reason: string }
  /** TRACE, TRACK, CONNECT: valid HTTP, but no Fetch Request can carry them. */
  | { ok: false; status: 405; url: URL; method: string }

const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])
/** A reg-name, IPv4 or bracketed IPv6 literal, and an optional port: nothing that moves the path. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/

export function toFetchRequest(req: IncomingMessage, fallbackHost: string): Conversion {
  const url = requestUrl(req, fallbackHost)
  if (!url) return { ok: false, status: 400, reason: 'Malformed Host header or request target.' }
  const method = req.method ?? 'GET'
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) return { ok: false, status: 405, url, method }
  const headers = new Headers()
  try {
    for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
      headers.append(req.rawHeaders[index] ?? '', req.rawHeaders[index + 1] ?? '')
    }
  } catch {
    return { ok: false, status: 400, reason: 'Malformed header.' }
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method,
    headers,
    body: hasBody ? streamOf(req) : null,
    duplex: 'half',
  }
  try {
    return { ok: true, request: new Request(url, init), url }
  } catch {
    return { ok: false, status: 400, reason: 'Malformed request.' }
  }
}

/** Origin-form targets only (`/v3/...`): absolute-form is a proxy's business, `*` an OPTIONS one. */
function requestUrl(req: IncomingMessage, fallbackHost: string): URL | null {
  const host = req.headers.host ?? fallbackHost
  const target = req.url ?? '/'
  if (!HOST.test(host) || !target.startsWith('/')) return null
  try {
    return new URL(`http://${host}${target}`)
  } catch {
    return null
  }
}

/**
 * Streams rather than buffers, with back-pressure, so a handler can refuse an oversized body after
 * its first megabyte. Events after a cancel are dropped: enqueueing then would throw in an event
 * listener, which is exactly the kind of throw that used to end the process.
 */
function streamOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (!open) return
        controller.enqueue(new Uint8Array(chunk))
        if ((controller.desiredSize ?? 0) <= 0) req.pause()
      })
      req.on('end', () => {
        if (open) controller.close()
        open = false
      })
      req.on('close', () => {
        if (open) controller.error(new Error('The client closed the request.'))
        open = false
      })
      req.on('error', (error) => {
        if (open) controller.error(error)
        open = false
      })
    },
    pull() {
      req.resume()
    },
    cancel() {
      open = false
      req.resume()
    },
  })
}

/**
 * Writes a Fetch Response to Node's response. A body the handler did not read to the end (a 413)
 * closes the connection instead of draining hundreds of megabytes.
 */
export async function sendFetchResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  if (!req.complete) headers.connection = 'close'
  res.writeHead(response.status, headers)
  res.end(body)
}

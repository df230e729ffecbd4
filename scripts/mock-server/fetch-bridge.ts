import type { IncomingMessage, ServerResponse } from 'node:http'

/** Node's request as a Fetch Request, so the server answers through the same handlers as msw. */
export function toFetchRequest(req: IncomingMessage, fallbackHost: string): Request {
  const headers = new Headers()
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] ?? '', req.rawHeaders[index + 1] ?? '')
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`)
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method,
    headers,
    body: hasBody ? streamOf(req) : null,
    duplex: 'half',
  }
  return new Request(url, init)
}

/** Streams rather than buffers, so a handler can refuse an oversized upload before reading it. */
function streamOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)))
      req.on('end', () => controller.close())
      req.on('error', (error) => controller.error(error))
    },
    cancel() {
      req.resume()
    },
  })
}

/** Writes a Fetch Response (status, headers, body) to Node's response. */
export async function sendFetchResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  res.writeHead(response.status, headers)
  res.end(body)
}

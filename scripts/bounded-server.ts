import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { Socket } from 'node:net'

/** How long a connection may send nothing, or take to send its headers: 30 s. */
export const DEFAULT_STALL_TIMEOUT_MS = 30_000

/**
 * Node keeps a request whose body stalls for 300 s and trickled headers for 60 s by default, so a
 * few thousand such sockets pinned a server. These bounds close such a socket instead: headers
 * within `stallMs`, the whole request within `requestMs`, and no silence longer than `stallMs`
 * while a request is still arriving. Silence after it arrived is the server at work (a large file
 * generated on first download), so it is left alone.
 */
export function boundedServer(stallMs: number, requestMs: number): Server {
  const server = createServer({
    headersTimeout: stallMs,
    requestTimeout: requestMs,
    // An idle kept-alive connection is closed after Node's 5 s, said here so it stays bounded.
    keepAliveTimeout: 5000,
    // How often Node checks the two above (default 30 s, which would double the bound).
    connectionsCheckingInterval: Math.min(1000, Math.ceil(stallMs / 3)),
  })
  const arriving = new WeakMap<Socket, IncomingMessage>()
  server.on('request', (req: IncomingMessage) => arriving.set(req.socket, req))
  server.setTimeout(stallMs, (socket: Socket) => {
    if (!arriving.get(socket)?.complete) socket.destroy()
  })
  return server
}

import { connect } from 'node:net'

export type RawAnswer = { status: number; head: string; body: string }

/**
 * Sends bytes as they are, which `fetch` refuses to do for TRACE, a bad Host or a broken header,
 * and reads the answer up to the connection's close. `null`: the server closed without answering.
 */
export function rawRequest(port: number, bytes: Buffer | string): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    // The server may close while we still write a body it refused: what it said before counts.
    socket.on('error', () => socket.destroy())
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('latin1'))))
    socket.setTimeout(10_000, () => {
      socket.destroy()
      reject(new Error('no answer within 10 s'))
    })
    socket.write(bytes)
  })
}

function parseAnswer(text: string): RawAnswer | null {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text)
  if (!match?.[1]) return null
  const split = text.indexOf('\r\n\r\n')
  return {
    status: Number(match[1]),
    head: text.slice(0, split).toLowerCase(),
    body: text.slice(split + 4),
  }
}

/** A request whose Content-Length always matches, so the server never waits for missing bytes. */
export function requestBytes(
  method: string,
  target: string,
  headers: readonly (readonly [string, string])[],
  body: Buffer = Buffer.alloc(0),
): Buffer {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
  ]
  if (body.length > 0) lines.push(`Content-Length: ${body.length}`)
  lines.push('Connection: close', '', '')
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body])
}

import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { startMockServer, type RunningMockServer } from './start-mock-server'
import { expectStillAnswering } from './still-answers'

let server: RunningMockServer
const lines: string[] = []

// Short, so the test waits for the close itself; in production the bound is 30 s.
beforeAll(async () => {
  server = await startMockServer({
    port: 0,
    storagePort: 0,
    stallTimeoutMs: 300,
    log: (line) => lines.push(line),
  })
})
afterAll(() => server.close())

/**
 * Sends `bytes` and then nothing more, and resolves with what the server said once it closed the
 * socket. Without a server-side bound this never resolves (Node waits 300 s) and the test fails.
 */
function stallAfter(url: string, bytes: string): Promise<string> {
  const port = Number(new URL(url).port)
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => socket.destroy())
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
    socket.write(bytes)
  })
}

function halfBody(method: string, url: string, headers: string[]): string {
  const { host, pathname, search } = new URL(url)
  return [
    `${method} ${pathname}${search} HTTP/1.1`,
    `Host: ${host}`,
    ...headers,
    'Content-Type: application/json',
    'Content-Length: 100',
    '',
    '{"filename": "half',
  ].join('\r\n')
}

describe('a request that stalls', () => {
  it('is closed by the API server when its body stops half-way', async () => {
    const said = await stallAfter(
      `${server.apiBaseUrl}/simulations/`,
      halfBody('POST', `${server.apiBaseUrl}/simulations/`, [
        `Authorization: Bearer ${DEMO_TOKENS.modeller}`,
      ]),
    )
    expect(said).not.toMatch(/^HTTP\/1\.1 2/)
    await expectStillAnswering(server)
  })

  it('is closed by the storage server when an upload stops half-way', async () => {
    const putUrl = await server.backend.storage.presign('uploads/stalled.json', 'PUT')
    const said = await stallAfter(putUrl, halfBody('PUT', putUrl, []))
    expect(said).not.toMatch(/^HTTP\/1\.1 2/)
    expect(server.backend.storage.has('uploads/stalled.json')).toBe(false)
    await expectStillAnswering(server)
  })

  it('is closed by either server when its headers stop half-way', async () => {
    const halfHead = (url: string) => `GET ${new URL(url).pathname} HTTP/1.1\r\nHost: x\r\nAcc`
    await stallAfter(server.apiBaseUrl, halfHead(server.apiBaseUrl))
    await stallAfter(server.storageBaseUrl, halfHead(server.storageBaseUrl))
    await expectStillAnswering(server)
  })
})

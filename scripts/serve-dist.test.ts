import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mockServerDefaults } from './mock-server/defaults'
import { contentSecurityPolicy, parseOriginList } from './security-headers'
import { createDistServer } from './serve-dist'

let server: Server | null = null
let outer = ''

async function serve(config?: string, stallTimeoutMs?: number): Promise<string> {
  outer = await mkdtemp(join(tmpdir(), 'serve-dist-'))
  const root = join(outer, 'dist')
  await mkdir(root)
  await writeFile(join(outer, 'secret.txt'), 'outside dist')
  await mkdir(join(root, 'assets'))
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Polder</title>')
  await writeFile(join(root, 'config.json'), '{ "mode": "demo" }')
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)')
  server = createDistServer({ root, config, ...(stallTimeoutMs ? { stallTimeoutMs } : {}) })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return `http://127.0.0.1:${address.port}`
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await rm(outer, { recursive: true, force: true })
})

describe('serve-dist', () => {
  it('serves built files with their content type', async () => {
    const response = await fetch(`${await serve()}/assets/app.js`)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await response.text()).toBe('console.log(1)')
  })

  it('answers app routes with index.html', async () => {
    const response = await fetch(`${await serve()}/simulations/12?tab=events`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Polder</title>')
  })

  it('answers a missing asset with 404, not the app', async () => {
    expect((await fetch(`${await serve()}/assets/gone.js`)).status).toBe(404)
  })

  it('serves the built config.json, or the one given in CONFIG', async () => {
    expect(await (await fetch(`${await serve()}/config.json`)).json()).toEqual({ mode: 'demo' })
    await new Promise((resolve) => server?.close(resolve))
    const real = '{"mode":"real","apiBaseUrl":"http://127.0.0.1:4010/v3"}'
    const response = await fetch(`${await serve(real)}/config.json`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe(real)
  })

  it('never serves files outside dist', async () => {
    const response = await fetch(`${await serve()}/..%2Fsecret.txt`)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('outside dist')
  })
})

describe('serve-dist security headers', () => {
  it('sends the policy, nosniff and the referrer policy with every answer, a 404 too', async () => {
    const origin = await serve()
    for (const path of ['/', '/assets/app.js', '/assets/gone.js', '/config.json']) {
      const response = await fetch(`${origin}${path}`)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'")
      expect(policy).toContain("worker-src 'self' blob:")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('lets the app reach the API and basemap of the config it serves, and nothing else', async () => {
    const real = JSON.stringify({
      mode: 'real',
      apiBaseUrl: 'https://api.example.org/v3',
      basemapUrl: 'https://tiles.example.net/{z}/{x}/{y}.png',
    })
    const response = await fetch(await serve(real))
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(
      "connect-src 'self' https://api.example.org https://tiles.example.net;",
    )
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.net;")
    expect(policy).not.toMatch(/\*|unsafe-inline|'unsafe-eval'/)
  })

  it("names every listed basemap's origin, or the default list's when none is listed", async () => {
    const tile = (host: string) => `https://${host}/{z}/{x}/{y}.png`
    const basemaps = [
      { id: 'a', name: 'A', kind: 'map', url: tile('a.example'), attribution: '' },
      { id: 'b', name: 'B', kind: 'aerial', url: tile('b.example'), attribution: '' },
    ]
    const listed = contentSecurityPolicy({ config: JSON.stringify({ mode: 'demo', basemaps }) })
    expect(listed).toContain("img-src 'self' data: blob: https://a.example https://b.example;")
    expect(listed).toContain("connect-src 'self' https://a.example https://b.example;")
    const defaults = contentSecurityPolicy({ config: '{"mode":"demo"}' })
    expect(defaults).toContain(
      "img-src 'self' data: blob: https://service.pdok.nl https://tile.openstreetmap.org;",
    )
    const none = contentSecurityPolicy({ config: '{"mode":"demo","basemaps":[]}' })
    expect(none).toContain("img-src 'self' data: blob:;")
  })

  it("keeps demo mode's API on its own origin, and answers a malformed path 404", async () => {
    const origin = await serve(
      '{"mode":"demo","apiBaseUrl":"https://ignored.example/v3","basemaps":[]}',
    )
    const policy = (await fetch(origin)).headers.get('content-security-policy') ?? ''
    expect(policy).toContain("connect-src 'self';")
    expect((await fetch(`${origin}/assets/%E0%A4%A.js`)).status).toBe(404)
  })
})

/** Sends a header one byte at a time and resolves with how long the server kept the socket. */
function trickleHeaders(origin: string): Promise<number> {
  const started = Date.now()
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1')
    socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    // Each byte resets an idle timer: only a bound on the whole head closes this socket.
    const trickle = setInterval(() => socket.write('a'), 50)
    socket.on('error', () => socket.destroy())
    socket.on('close', () => {
      clearInterval(trickle)
      resolve(Date.now() - started)
    })
  })
}

describe('serve-dist bounds', () => {
  it('closes a socket that trickles its headers once the bound is over', async () => {
    // Short, so the test waits for the close itself; the default bound is 30 s.
    const keptMs = await trickleHeaders(await serve(undefined, 300))
    expect(keptMs).toBeGreaterThanOrEqual(300)
    expect(keptMs).toBeLessThan(3000)
  }, 10_000)

  it('bounds headers, requests and idle connections to 30 s or less by default', async () => {
    await serve()
    for (const bound of [server?.headersTimeout, server?.requestTimeout, server?.keepAliveTimeout])
      expect(bound).toBeLessThanOrEqual(30_000)
    expect(server?.requestTimeout).toBeGreaterThan(0)
  })
})

describe("the README's real-mode recipe", () => {
  /** The env assignments of the README line that starts serve-dist against the mock server. */
  async function recipeEnv(): Promise<Record<string, string>> {
    const readme = await readFile('README.md', 'utf8')
    const line = readme.split('\n').find((text) => /^npm run build && .*serve-dist\.ts/.test(text))
    const assignments = line?.split('&&')[1]?.split(' npx ')[0] ?? ''
    const pairs = assignments.matchAll(/(\w+)=(?:'([^']*)'|(\S+))/g)
    return Object.fromEntries(
      [...pairs].map(([, name = '', quoted, plain]) => [name, quoted ?? plain ?? '']),
    )
  }

  it("lets the page reach the mock server's API and its object storage", async () => {
    const env = await recipeEnv()
    const policy = contentSecurityPolicy({
      config: env.CONFIG,
      extraConnectSrc: parseOriginList(env.CSP_CONNECT_SRC),
    })
    const connectSrc = policy.split('; ').find((directive) => directive.startsWith('connect-src'))
    const { host, port, storagePort } = mockServerDefaults
    expect(connectSrc?.split(' ')).toEqual(
      expect.arrayContaining([`http://${host}:${port}`, `http://${host}:${storagePort}`]),
    )
  })
})

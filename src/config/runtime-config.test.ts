import { describe, expect, it } from 'vitest'
import {
  configFileUrl,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
} from './runtime-config'
import { defaultBasemaps } from './basemaps'

const origin = 'http://127.0.0.1:4173'
const url = `${origin}/config.json`

function answering(response: Response | Error): typeof fetch {
  return async () => {
    if (response instanceof Error) throw response
    return response
  }
}

describe('parseRuntimeConfig', () => {
  it('points demo mode at the app origin, whatever apiBaseUrl says', () => {
    const config = parseRuntimeConfig(
      url,
      { mode: 'demo', apiBaseUrl: 'https://x.example/v3' },
      origin,
    )
    expect(config).toEqual({
      mode: 'demo',
      apiBaseUrl: `${origin}/v3`,
      basemaps: defaultBasemaps,
      deadlines: {},
    })
  })

  it('keeps the real server and strips a trailing slash', () => {
    const config = parseRuntimeConfig(
      url,
      { mode: 'real', apiBaseUrl: 'https://api.example/v3/' },
      origin,
    )
    expect(config.apiBaseUrl).toBe('https://api.example/v3')
  })

  it('uses the build-time base URL when config.json names none', () => {
    const defaults = { apiBaseUrl: 'https://build.example/v3' }
    expect(parseRuntimeConfig(url, { mode: 'real' }, origin, defaults).apiBaseUrl).toBe(
      'https://build.example/v3',
    )
  })

  it('leaves the base URL empty when neither names one', () => {
    expect(parseRuntimeConfig(url, { mode: 'real' }, origin).apiBaseUrl).toBeNull()
  })

  it('refuses a base URL that does not end in /v3', () => {
    expect(() =>
      parseRuntimeConfig(url, { mode: 'real', apiBaseUrl: 'https://api.example/v2' }, origin),
    ).toThrow(/apiBaseUrl: apiBaseUrl must end in \/v3/)
  })

  it('reads deadlines in seconds and hands them on in milliseconds', () => {
    const deadlines = {
      getSeconds: 2,
      getTotalSeconds: 4,
      mutationSeconds: 1.5,
      transferStallSeconds: 5,
    }
    const config = parseRuntimeConfig(url, { mode: 'real', deadlines }, origin)
    expect(config.deadlines).toEqual({
      getMs: 2000,
      getTotalMs: 4000,
      mutationMs: 1500,
      transferStallMs: 5000,
    })
    expect(parseRuntimeConfig(url, { mode: 'real' }, origin).deadlines).toEqual({})
  })

  it.each([{ getSeconds: 0 }, { getSeconds: 601 }, { mutationSeconds: '30' }, { getSecond: 2 }])(
    'refuses the deadlines %o, naming the field',
    (deadlines) => {
      expect(() => parseRuntimeConfig(url, { mode: 'real', deadlines }, origin)).toThrow(
        /deadlines/,
      )
    },
  )

  it('reads a list of basemaps, an empty one meaning the offline outline only', () => {
    const basemaps = [
      {
        id: 'topo',
        name: 'Topo',
        kind: 'map',
        url: 'https://tiles.example/{z}/{x}/{y}.png',
        attribution: '© Example',
        maxzoom: 17,
      },
    ]
    expect(parseRuntimeConfig(url, { mode: 'demo', basemaps }, origin).basemaps).toEqual(basemaps)
    expect(parseRuntimeConfig(url, { mode: 'demo', basemaps: [] }, origin).basemaps).toEqual([])
  })

  it('refuses basemaps that share an id or miss their kind', () => {
    const entry = {
      id: 'a',
      name: 'A',
      kind: 'map',
      url: 'https://a.example/{z}/{x}/{y}.png',
      attribution: '',
    }
    expect(() =>
      parseRuntimeConfig(url, { mode: 'demo', basemaps: [entry, entry] }, origin),
    ).toThrow(/basemaps: ids must differ/)
    expect(() =>
      parseRuntimeConfig(
        url,
        { mode: 'demo', basemaps: [{ ...entry, kind: 'satellite' }] },
        origin,
      ),
    ).toThrow(/basemaps\.0\.kind/)
  })

  it('refuses an unknown mode, naming the file', () => {
    expect(() => parseRuntimeConfig(url, { mode: 'staging' }, origin)).toThrow(
      new RegExp(`${url} is not valid: mode`),
    )
  })
})

describe('configFileUrl', () => {
  it('is at the app base, whatever page was opened', () => {
    expect(configFileUrl('/', origin)).toBe(`${origin}/config.json`)
  })

  it('follows an app served under a sub-path', () => {
    expect(configFileUrl('/polder/', origin)).toBe(`${origin}/polder/config.json`)
    expect(configFileUrl('/polder', origin)).toBe(`${origin}/polder/config.json`)
  })
})

describe('loadRuntimeConfig', () => {
  it('reads and validates the file', async () => {
    const fetch = answering(
      Response.json({ mode: 'demo', basemapUrl: 'https://tiles.example/style.json' }),
    )
    await expect(loadRuntimeConfig({ url, origin, fetch })).resolves.toEqual({
      mode: 'demo',
      apiBaseUrl: `${origin}/v3`,
      basemaps: [
        {
          id: 'configured',
          name: 'tiles.example',
          kind: 'map',
          url: 'https://tiles.example/style.json',
          attribution: '© tiles.example',
        },
      ],
      deadlines: {},
    })
  })

  it('says so when the file is missing', async () => {
    const fetch = answering(new Response('not found', { status: 404 }))
    await expect(loadRuntimeConfig({ url, origin, fetch })).rejects.toThrow(
      `The configuration file ${url} could not be loaded (HTTP 404).`,
    )
  })

  it('says so when the file is not JSON', async () => {
    const fetch = answering(new Response('<html>', { status: 200 }))
    await expect(loadRuntimeConfig({ url, origin, fetch })).rejects.toBeInstanceOf(
      RuntimeConfigError,
    )
  })

  it('says so when the network fails', async () => {
    const fetch = answering(new TypeError('Failed to fetch'))
    await expect(loadRuntimeConfig({ url, origin, fetch })).rejects.toThrow(/network error/)
  })
})

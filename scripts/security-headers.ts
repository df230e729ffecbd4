// The security headers of the built app (README "Security headers"). serve-dist sends them; any
// other static host must send the same, with connect-src naming its own API and storage origins.

import { basemapList, basemapsOf } from '../src/config/basemaps'

export type PolicyInputs = {
  /** The served config.json (CONFIG or dist/config.json): its API and basemap origins. */
  config: string | undefined
  /** More origins the app fetches from: the object store of get_url/put_url, above all. */
  extraConnectSrc?: readonly string[]
}

/** `https://tiles.example/{z}/{x}/{y}.png` -> `https://tiles.example`; null for no URL. */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null
  try {
    const origin = new URL(url.replace(/[{}]/g, '')).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/** The listed basemaps (config's, its old `basemapUrl`, or the default list) and the API. */
function configOrigins(config: string | undefined): { api: string | null; basemaps: string[] } {
  let parsed: unknown = null
  try {
    parsed = config === undefined ? null : JSON.parse(config)
  } catch {
    // A broken config.json is the app's to report (its start-up page); the policy just stays tight.
  }
  if (typeof parsed !== 'object' || parsed === null) return { api: null, basemaps: [] }
  const mode = Reflect.get(parsed, 'mode')
  const list = basemapList.safeParse(Reflect.get(parsed, 'basemaps'))
  const basemapUrl = Reflect.get(parsed, 'basemapUrl')
  const basemaps = basemapsOf({
    ...(list.success ? { basemaps: list.data } : {}),
    ...(typeof basemapUrl === 'string' && originOf(basemapUrl) ? { basemapUrl } : {}),
  })
  return {
    // Demo mode's API is the page's own origin, answered by the service worker.
    api: mode === 'real' ? originOf(Reflect.get(parsed, 'apiBaseUrl')) : null,
    basemaps: unique(basemaps.map((basemap) => originOf(basemap.url))),
  }
}

export function contentSecurityPolicy({ config, extraConnectSrc = [] }: PolicyInputs): string {
  const { api, basemaps } = configOrigins(config)
  const extra = extraConnectSrc.map(originOf).filter((origin) => origin !== null)
  const connect = unique(["'self'", api, ...basemaps, ...extra])
  const directives: [string, ...(string | null)[]][] = [
    ['default-src', "'self'"],
    // h5wasm compiles its WebAssembly in the page (demo gridadmin files); nothing else is evaluated.
    ['script-src', "'self'", "'wasm-unsafe-eval'"],
    // maplibre starts its workers from blob: URLs; the mock's service worker is a same-origin file.
    ['worker-src', "'self'", 'blob:'],
    ['connect-src', ...connect],
    ['img-src', "'self'", 'data:', 'blob:', ...basemaps],
    ['style-src', "'self'"],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives
    .map(([name, ...sources]) => [name, ...sources.filter((source) => source !== null)].join(' '))
    .join('; ')
}

function unique(sources: readonly (string | null)[]): string[] {
  return [...new Set(sources.filter((source) => source !== null))]
}

export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(inputs),
    'x-content-type-options': 'nosniff',
    // Cross-origin requests (the basemap's tile server, the API) learn the site, never the page's
    // path or query, which name simulations and filters; OSM-style tile policies want a Referer.
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
}

/** `CSP_CONNECT_SRC="http://127.0.0.1:4011 https://store.example"` (spaces or commas). */
export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((item) => item !== '')
}

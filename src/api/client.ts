import type { z } from 'zod'
import { ApiError } from './errors'
import { defaultDeadlines, type Deadlines } from './deadline'
import { defaultRetryPolicy, type RetryPolicy, type Sleep } from './retry'
import {
  listEnvelope,
  withAnswerBase,
  type ReadAll,
  type ReadList,
  type UnreadableRow,
} from './common'
import { createRetryProgress } from './retry-progress'
import { refusalText, type RefusedField } from './refused-fields'
import { sendRequest, type Method, type Transport } from './send'

export type QueryValue = string | number | boolean | null | undefined
/** undefined, null, '' and non-finite numbers are omitted; lists are sent comma-separated. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>
export type RequestOptions = { query?: Query | URLSearchParams; signal?: AbortSignal }
export type ListAllOptions = RequestOptions & { pageSize?: number; maxItems?: number }

export type ApiConfig = {
  /** Must end in /v3 (trailing slash tolerated); relative addresses resolve against the page. */
  baseUrl: string
  token: string | null
  onUnauthorized?: (error: ApiError) => void
  /** Default: globalThis.fetch, looked up at call time so test interceptors apply. */
  fetch?: typeof fetch
  retry?: Partial<RetryPolicy> | false
  sleep?: Sleep
  deadlines?: Partial<Deadlines>
}

export function normaliseBaseUrl(raw: string): string {
  const example = 'e.g. https://api.example.com/v3'
  let parsed: URL
  try {
    parsed = new URL(raw, globalThis.location?.href)
  } catch {
    throw new Error(`The API address "${raw}" is not a valid URL (${example}).`)
  }
  const path = parsed.pathname.replace(/\/+$/, '')
  if (!['http:', 'https:'].includes(parsed.protocol) || !path.endsWith('/v3')) {
    throw new Error(
      `The API address must be an http(s) URL ending in /v3 (${example}); got "${raw}".`,
    )
  }
  return `${parsed.origin}${path}`
}

function isList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value)
}

function encodeScalar(value: QueryValue): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  return String(value)
}

function encodeValue(value: QueryValue | readonly QueryValue[]): string | null {
  if (!isList(value)) return encodeScalar(value)
  const parts = value.map(encodeScalar).filter((part): part is string => part !== null)
  return parts.length > 0 ? parts.join(',') : null
}

export function toSearchParams(query?: Query | URLSearchParams): URLSearchParams {
  if (query instanceof URLSearchParams) return new URLSearchParams(query)
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    const encoded = encodeValue(value)
    if (encoded !== null) params.set(key, encoded)
  }
  return params
}

function parseAnswer<S extends z.ZodType>(method: Method, url: string, text: string, schema: S) {
  let json: unknown = undefined
  try {
    if (text !== '') json = JSON.parse(text)
  } catch (cause) {
    throw new ApiError({ kind: 'unexpected-answer', method, url, cause })
  }
  // A link answered as a path is on the API's own origin.
  const result = withAnswerBase(new URL(url).origin, () => schema.safeParse(json))
  if (result.success) return result.data
  const { issues } = result.error
  const error = new ApiError({ kind: 'unexpected-answer', method, url, body: json, issues })
  warnOnce(method, url, error.refusedFields)
  throw error
}

const warned = new Set<string>()

/** Once per address and field: a polled status would repeat it every few seconds. */
function warnOnce(method: Method, url: string, fields: readonly RefusedField[]) {
  for (const field of fields) {
    const key = `${method} ${url} ${field.path}`
    if (warned.has(key)) continue
    warned.add(key)
    console.warn(`The server gave an unexpected answer for ${method} ${url}: ${refusalText(field)}`)
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

function transportOf(config: ApiConfig): Transport {
  const retry = config.retry === false ? false : { ...defaultRetryPolicy, ...config.retry }
  const getMs = config.deadlines?.getMs ?? defaultDeadlines.getMs
  // A longer attempt than the default budget (a slow server's config) keeps its whole attempt.
  const getTotalMs = Math.max(defaultDeadlines.getTotalMs, getMs)
  return {
    token: config.token,
    onUnauthorized: config.onUnauthorized,
    fetch: config.fetch,
    retry,
    sleep: config.sleep,
    deadlines: { ...defaultDeadlines, getTotalMs, ...config.deadlines },
    retryProgress: createRetryProgress(),
  }
}

function apiUrlOf(baseUrl: string, path: string, query?: Query | URLSearchParams): string {
  const url = new URL(`${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`)
  toSearchParams(query).forEach((value, key) => url.searchParams.append(key, value))
  return url.href
}

/** Only `next`'s query is followed: another host would get the token, and proxies rewrite links. */
function nextPageQuery(next: string, baseUrl: string, path: string): URLSearchParams {
  try {
    return new URL(next, baseUrl).searchParams
  } catch (cause) {
    const url = apiUrlOf(baseUrl, path)
    throw new ApiError({ kind: 'unexpected-answer', method: 'GET', url, cause })
  }
}

type ListPage = <S extends z.ZodType>(
  path: string,
  item: S,
  options?: RequestOptions,
) => Promise<ReadList<z.output<S>>>

/** Every page of a list, up to `maxItems` rows; a `next` already followed ends it (a looping server). */
async function collectPages<S extends z.ZodType>(
  list: ListPage,
  baseUrl: string,
  path: string,
  item: S,
  { pageSize, maxItems = Number.POSITIVE_INFINITY, ...options }: ListAllOptions,
): Promise<ReadAll<z.output<S>>> {
  const rows: z.output<S>[] = []
  const unreadable: UnreadableRow[] = []
  const seen = new Set<string>()
  let query: URLSearchParams | null = toSearchParams(options.query)
  if (pageSize !== undefined || !query.has('limit')) query.set('limit', String(pageSize ?? 100))
  while (query !== null && rows.length < maxItems && !seen.has(query.toString())) {
    seen.add(query.toString())
    const page: ReadList<z.output<S>> = await list(path, item, { ...options, query })
    const before = rows.length + unreadable.length
    unreadable.push(...page.unreadable.map((row) => ({ ...row, index: before + row.index })))
    rows.push(...page.results)
    const read = page.results.length + page.unreadable.length
    query = page.next === null || read === 0 ? null : nextPageQuery(page.next, baseUrl, path)
  }
  return { rows: rows.slice(0, maxItems), unreadable }
}

/** Server and token fixed per client, so no request mixes them (docs/records/0007-api-client-per-session.md). */
export function createApiClient(config: ApiConfig) {
  const baseUrl = normaliseBaseUrl(config.baseUrl)
  const transport = transportOf(config)
  const apiUrl = (path: string, query?: Query | URLSearchParams) => apiUrlOf(baseUrl, path, query)

  async function request<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const url = apiUrl(path, options.query)
    const text = await sendRequest(transport, { method, url, body }, options.signal)
    return parseAnswer(method, url, text, schema)
  }

  const list: ListPage = async (path, item, options) => {
    const page = await request('GET', path, listEnvelope(item), undefined, options)
    const url = apiUrl(path, options?.query)
    for (const { index, fields } of page.unreadable) {
      const inList = fields.map((field) => ({ ...field, path: `results.${index}.${field.path}` }))
      warnOnce('GET', url, inList)
    }
    return page
  }

  const { retryProgress } = transport
  return {
    baseUrl,
    deadlines: transport.deadlines,
    retryProgress: { current: retryProgress.current, subscribe: retryProgress.subscribe },
    get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
      request('GET', path, schema, undefined, options),
    post: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
      request('POST', path, schema, body, options),
    put: <S extends z.ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
      request('PUT', path, schema, body, options),
    patch: <S extends z.ZodType>(
      path: string,
      body: unknown,
      schema: S,
      options?: RequestOptions,
    ) => request('PATCH', path, schema, body, options),
    delete: async (path: string, options: RequestOptions = {}): Promise<void> => {
      const url = apiUrl(path, options.query)
      await sendRequest(transport, { method: 'DELETE', url, body: undefined }, options.signal)
    },
    list,
    readAll: <S extends z.ZodType>(path: string, item: S, options: ListAllOptions = {}) =>
      collectPages(list, baseUrl, path, item, options),
    listAll: async <S extends z.ZodType>(path: string, item: S, options: ListAllOptions = {}) =>
      (await collectPages(list, baseUrl, path, item, options)).rows,
    url: apiUrl,
  }
}

import type { z } from 'zod'
import { ApiError } from './errors'
import { defaultDeadlines, withDeadline, type Deadlines } from './deadline'
import {
  defaultRetryPolicy,
  parseRetryAfter,
  withRetry,
  type RetryPolicy,
  type Sleep,
} from './retry'
import { listEnvelope, type ListEnvelope } from './common'
import { createRetryProgress } from './retry-progress'
import { refusalMessage, whyRefused } from './refusal'

export type QueryValue = string | number | boolean | null | undefined
/** undefined, null, '' and non-finite numbers are omitted; lists are sent comma-separated. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>
export type RequestOptions = { query?: Query | URLSearchParams; signal?: AbortSignal }
export type ListAllOptions = RequestOptions & { pageSize?: number; maxItems?: number }

export type ApiConfig = {
  /** Must end in /v3 (trailing slash tolerated); relative addresses resolve against the page. */
  baseUrl: string
  /** The session's bearer token; null sends none. */
  token: string | null
  /** Called on every 401 answer. */
  onUnauthorized?: (error: ApiError) => void
  /** Default: globalThis.fetch, looked up at call time so test interceptors apply. */
  fetch?: typeof fetch
  /** GET retry policy; `false` turns retries off. */
  retry?: Partial<RetryPolicy> | false
  /** The wait between retries; tests swap in an instant one. */
  sleep?: Sleep
  /** How long a request may go unanswered (src/api/deadline.ts); config.json may shorten them. */
  deadlines?: Partial<Deadlines>
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

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

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text)
  } catch {
    return null
  }
}

function parseAnswer<S extends z.ZodType>(method: Method, url: string, text: string, schema: S) {
  let json: unknown = undefined
  try {
    if (text !== '') json = JSON.parse(text)
  } catch (cause) {
    throw new ApiError({ kind: 'unexpected-answer', method, url, cause })
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  const { issues } = result.error
  throw new ApiError({ kind: 'unexpected-answer', method, url, body: json, issues })
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * One client per session: its server and token are fixed when it is made, so a request can
 * never mix one server with another's token (docs/decisions/0007-api-client-per-session.md).
 */
export function createApiClient(config: ApiConfig) {
  const baseUrl = normaliseBaseUrl(config.baseUrl)
  const { token, onUnauthorized, fetch: customFetch, sleep } = config
  const retry = config.retry === false ? false : { ...defaultRetryPolicy, ...config.retry }
  const getMs = config.deadlines?.getMs ?? defaultDeadlines.getMs
  // A longer attempt than the default budget (a slow server's config) keeps its whole attempt.
  const getTotalMs = Math.max(defaultDeadlines.getTotalMs, getMs)
  const deadlines: Deadlines = { ...defaultDeadlines, getTotalMs, ...config.deadlines }
  const retryProgress = createRetryProgress()

  function apiUrl(path: string, query?: Query | URLSearchParams): string {
    const url = new URL(`${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`)
    toSearchParams(query).forEach((value, key) => url.searchParams.append(key, value))
    return url.href
  }

  function headersFor(hasBody: boolean): Headers {
    const headers = new Headers({ accept: 'application/json' })
    // Pasted tokens often carry a newline; a header value with one would throw and echo the token.
    const bearer = token?.trim()
    if (bearer && /^[\x21-\x7e]+$/.test(bearer)) headers.set('authorization', `Bearer ${bearer}`)
    if (hasBody) headers.set('content-type', 'application/json')
    return headers
  }

  /** One request and its answer's text, all before the deadline of its method. */
  function attempt(method: Method, url: string, body: unknown, signal?: AbortSignal) {
    const ms = method === 'GET' ? deadlines.getMs : deadlines.mutationMs
    return withDeadline((withinDeadline) => answerText(method, url, body, withinDeadline, signal), {
      ms,
      signal,
      onMiss: (cause) => new ApiError({ kind: 'timeout', method, url, deadlineMs: ms, cause }),
      onCancel: (cause) => new ApiError({ kind: 'aborted', method, url, cause }),
    })
  }

  /** A fetch that got no answer: refused by the page's policy, or the server is out of reach. */
  async function unreachable(method: Method, url: string, cause: unknown) {
    const refusal = await whyRefused(url)
    const message = refusal === 'unknown' ? undefined : refusalMessage(refusal, url, 'the server')
    return new ApiError({ kind: 'network', method, url, cause, ...(message && { message }) })
  }

  async function answerText(
    method: Method,
    url: string,
    body: unknown,
    signal: AbortSignal,
    callerSignal: AbortSignal | undefined,
  ) {
    const send = customFetch ?? globalThis.fetch
    const failed = (cause: unknown) =>
      new ApiError({ kind: callerSignal?.aborted ? 'aborted' : 'network', method, url, cause })
    let response: Response
    try {
      response = await send(url, {
        method,
        headers: headersFor(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      })
    } catch (cause) {
      if (callerSignal?.aborted || signal.aborted) throw failed(cause)
      throw await unreachable(method, url, cause)
    }
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      // The status alone ends the session: a query cancelled while reading the body must not hide it.
      if (response.status === 401)
        onUnauthorized?.(new ApiError({ kind: 'http', method, url, status: 401 }))
      throw failed(cause)
    }
    if (response.ok) return text
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
    const error = new ApiError({
      kind: 'http',
      method,
      url,
      status: response.status,
      body: parseJson(text),
      retryAfterMs,
    })
    if (response.status === 401) onUnauthorized?.(error)
    throw error
  }

  /** Only GET retries by itself: repeating a POST could create a second simulation. */
  function execute(method: Method, url: string, body: unknown, signal?: AbortSignal) {
    if (method !== 'GET') return attempt(method, url, body, signal)
    let attempts = 0
    const progress = retryProgress.track()
    const once = (withinBudget: AbortSignal) => {
      attempts += 1
      return attempt(method, url, body, withinBudget)
    }
    const retrying = (withinBudget: AbortSignal) => {
      if (retry === false) return once(withinBudget)
      const abortError = () => new ApiError({ kind: 'aborted', method, url })
      const onRetry = progress.at
      return withRetry(() => once(withinBudget), {
        policy: retry,
        sleep,
        signal: withinBudget,
        abortError,
        onRetry,
      })
    }
    // One budget for all attempts and waits, so a GET that never answers ends in a message soon.
    const ms = deadlines.getTotalMs
    return withDeadline(retrying, {
      ms,
      signal,
      onMiss: (cause) =>
        new ApiError({ kind: 'timeout', method, url, deadlineMs: ms, attempts, cause }),
      onCancel: (cause) => new ApiError({ kind: 'aborted', method, url, cause }),
    }).finally(progress.end)
  }

  async function request<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const url = apiUrl(path, options.query)
    const text = await execute(method, url, body, options.signal)
    return parseAnswer(method, url, text, schema)
  }

  function list<S extends z.ZodType>(
    path: string,
    item: S,
    options?: RequestOptions,
  ): Promise<ListEnvelope<z.output<S>>> {
    return request('GET', path, listEnvelope(item), undefined, options)
  }

  /**
   * Follows `next` by its query only: sending the token to whatever host an answer names would
   * leak it, and proxies often rewrite the scheme or host of those links.
   */
  function nextPageQuery(next: string, path: string): URLSearchParams {
    try {
      return new URL(next, baseUrl).searchParams
    } catch (cause) {
      throw new ApiError({ kind: 'unexpected-answer', method: 'GET', url: apiUrl(path), cause })
    }
  }

  async function listAll<S extends z.ZodType>(
    path: string,
    item: S,
    { pageSize, maxItems = Number.POSITIVE_INFINITY, ...options }: ListAllOptions = {},
  ): Promise<z.output<S>[]> {
    const items: z.output<S>[] = []
    const seen = new Set<string>()
    let query: URLSearchParams | null = toSearchParams(options.query)
    if (pageSize !== undefined || !query.has('limit')) query.set('limit', String(pageSize ?? 100))
    while (query !== null && items.length < maxItems && !seen.has(query.toString())) {
      seen.add(query.toString())
      const page: ListEnvelope<z.output<S>> = await list(path, item, { ...options, query })
      items.push(...page.results)
      query =
        page.next === null || page.results.length === 0 ? null : nextPageQuery(page.next, path)
    }
    return items.slice(0, maxItems)
  }

  return {
    baseUrl,
    /** Transfers of this session's files stall after `deadlines.transferStallMs`. */
    deadlines,
    /** Which retry of a GET runs now, for pending states to say so. */
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
      await execute('DELETE', apiUrl(path, options.query), undefined, options.signal)
    },
    list,
    listAll,
    url: (path: string, query?: Query | URLSearchParams): string => apiUrl(path, query),
  }
}

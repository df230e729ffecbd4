import { ApiError } from './errors'
import { withDeadline, type Deadlines } from './deadline'
import { parseRetryAfter, withRetry, type RetryPolicy, type Sleep } from './retry'
import type { RetryTracker } from './retry-progress'
import { refusalMessage, whyRefused } from './refusal'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type Transport = {
  token: string | null
  onUnauthorized?: ((error: ApiError) => void) | undefined
  fetch?: typeof fetch | undefined
  retry: RetryPolicy | false
  sleep?: Sleep | undefined
  deadlines: Deadlines
  retryProgress: RetryTracker
}

type Sent = { method: Method; url: string; body: unknown }

function headersFor(token: string | null, hasBody: boolean): Headers {
  const headers = new Headers({ accept: 'application/json' })
  // Pasted tokens often carry a newline; a header value with one would throw and echo the token.
  const bearer = token?.trim()
  if (bearer && /^[\x21-\x7e]+$/.test(bearer)) headers.set('authorization', `Bearer ${bearer}`)
  if (hasBody) headers.set('content-type', 'application/json')
  return headers
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text)
  } catch {
    return null
  }
}

async function unreachable({ method, url }: Sent, cause: unknown) {
  const refusal = await whyRefused(url)
  const message = refusal === 'unknown' ? undefined : refusalMessage(refusal, url, 'the server')
  return new ApiError({ kind: 'network', method, url, cause, ...(message && { message }) })
}

function httpError({ method, url }: Sent, response: Response, text: string): ApiError {
  return new ApiError({
    kind: 'http',
    method,
    url,
    status: response.status,
    body: parseJson(text),
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  })
}

async function answerText(
  transport: Transport,
  sent: Sent,
  signal: AbortSignal,
  callerSignal: AbortSignal | undefined,
) {
  const { method, url, body } = sent
  const send = transport.fetch ?? globalThis.fetch
  const failed = (cause: unknown) =>
    new ApiError({ kind: callerSignal?.aborted ? 'aborted' : 'network', method, url, cause })
  let response: Response
  try {
    response = await send(url, {
      method,
      headers: headersFor(transport.token, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (cause) {
    if (callerSignal?.aborted || signal.aborted) throw failed(cause)
    throw await unreachable(sent, cause)
  }
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    // The status alone ends the session: a query cancelled while reading the body must not hide it.
    if (response.status === 401)
      transport.onUnauthorized?.(new ApiError({ kind: 'http', method, url, status: 401 }))
    throw failed(cause)
  }
  if (response.ok) return text
  const error = httpError(sent, response, text)
  if (response.status === 401) transport.onUnauthorized?.(error)
  throw error
}

function attempt(transport: Transport, sent: Sent, signal?: AbortSignal) {
  const { method, url } = sent
  const ms = method === 'GET' ? transport.deadlines.getMs : transport.deadlines.mutationMs
  return withDeadline((withinDeadline) => answerText(transport, sent, withinDeadline, signal), {
    ms,
    signal,
    onMiss: (cause) => new ApiError({ kind: 'timeout', method, url, deadlineMs: ms, cause }),
    onCancel: (cause) => new ApiError({ kind: 'aborted', method, url, cause }),
  })
}

function retriedGet(transport: Transport, sent: Sent, signal?: AbortSignal) {
  const { method, url } = sent
  const { retry, sleep } = transport
  let attempts = 0
  const progress = transport.retryProgress.track()
  const once = (withinBudget: AbortSignal) => {
    attempts += 1
    return attempt(transport, sent, withinBudget)
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
  const ms = transport.deadlines.getTotalMs
  return withDeadline(retrying, {
    ms,
    signal,
    onMiss: (cause) =>
      new ApiError({ kind: 'timeout', method, url, deadlineMs: ms, attempts, cause }),
    onCancel: (cause) => new ApiError({ kind: 'aborted', method, url, cause }),
  }).finally(progress.end)
}

/** Only GET retries by itself: repeating a POST could create a second simulation. */
export function sendRequest(
  transport: Transport,
  sent: Sent,
  signal?: AbortSignal,
): Promise<string> {
  return sent.method === 'GET'
    ? retriedGet(transport, sent, signal)
    : attempt(transport, sent, signal)
}

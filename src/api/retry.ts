import { isApiError } from './errors'

export type RetryPolicy = {
  maxRetries: number
  baseDelayMs: number
  maxDelayMs: number
  /** Cap on a server's `Retry-After`, so a polling view never hangs for minutes. */
  maxRetryAfterMs: number
}

export const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504])

export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  // A missed deadline is a network failure that took long (decision 0001 "Deadlines").
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && error.status !== null && RETRYABLE_STATUSES.has(error.status)
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  if (!/[a-z]/i.test(trimmed)) return null
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export function retryDelayMs(
  error: unknown,
  retry: number,
  policy: RetryPolicy = defaultRetryPolicy,
  random: () => number = Math.random,
): number {
  if (isApiError(error) && error.retryAfterMs !== null) {
    return Math.min(error.retryAfterMs, policy.maxRetryAfterMs)
  }
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry)
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const done = () => {
      signal?.removeEventListener('abort', cancel)
      resolve()
    }
    const timer = setTimeout(done, ms)
    const cancel = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', cancel, { once: true })
  })

export type RetryOptions = {
  policy?: RetryPolicy
  sleep?: Sleep
  signal?: AbortSignal
  abortError: () => Error
  onRetry?: (retry: number, of: number) => void
}

export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const policy = options.policy ?? defaultRetryPolicy
  const wait = options.sleep ?? sleep
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt()
    } catch (error) {
      if (retry >= policy.maxRetries || !isRetryable(error)) throw error
      try {
        await wait(retryDelayMs(error, retry, policy), options.signal)
      } catch {
        throw options.abortError()
      }
      if (options.signal?.aborted) throw options.abortError()
      options.onRetry?.(retry + 1, policy.maxRetries)
    }
  }
}

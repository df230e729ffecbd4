import type { z } from 'zod'
import { secondsText } from './deadline'
import { refusedFields, type RefusedField } from './refused-fields'

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unexpected-answer' | 'aborted'

export type ParsedErrorBody = {
  detail: string | null
  error: string | null
  fieldErrors: Record<string, string[]>
  nonFieldErrors: string[]
}

export type ApiErrorInit = {
  kind: ApiErrorKind
  method: string
  /** Absolute URL; never carries the token (it travels in a header only). */
  url: string
  status?: number | null
  body?: unknown
  issues?: readonly z.core.$ZodIssue[]
  retryAfterMs?: number | null
  deadlineMs?: number
  attempts?: number
  message?: string
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | null
  readonly endpoint: string
  readonly url: string
  readonly body: unknown
  readonly detail: string | null
  readonly error: string | null
  readonly fieldErrors: Record<string, string[]>
  readonly nonFieldErrors: string[]
  readonly issues: readonly z.core.$ZodIssue[]
  readonly refusedFields: readonly RefusedField[]
  readonly retryAfterMs: number | null

  constructor(init: ApiErrorInit) {
    const status = init.status ?? null
    const endpoint = `${init.method.toUpperCase()} ${pathOf(init.url)}`
    // Only an error answer has an error body; a malformed success answer is kept raw.
    const parsed = init.kind === 'http' ? parseErrorBody(init.body) : parseErrorBody(null)
    const message =
      init.message ??
      (init.kind === 'timeout'
        ? timeoutMessage(init.deadlineMs, init.attempts)
        : defaultMessage(init.kind, status, endpoint, init.url, parsed))
    super(message, {
      cause: init.cause,
    })
    this.kind = init.kind
    this.status = status
    this.endpoint = endpoint
    this.url = init.url
    this.body = init.body ?? null
    this.detail = parsed.detail
    this.error = parsed.error
    this.fieldErrors = parsed.fieldErrors
    this.nonFieldErrors = parsed.nonFieldErrors
    this.issues = init.issues ?? []
    this.refusedFields = refusedFields(this.issues, this.body)
    this.retryAfterMs = init.retryAfterMs ?? null
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** Origin and path only: query strings of pre-signed links carry signatures. */
export function addressOf(url: string): string {
  try {
    const { origin, pathname } = new URL(url)
    return `${origin}${pathname}`
  } catch {
    return url
  }
}

function timeoutMessage(deadlineMs: number | undefined, attempts = 1): string {
  const within = deadlineMs === undefined ? 'in time' : `within ${secondsText(deadlineMs)}`
  return `The server did not answer ${within}${attempts > 1 ? ` (${attempts} attempts)` : ''}.`
}

function defaultMessage(
  kind: Exclude<ApiErrorKind, 'timeout'>,
  status: number | null,
  endpoint: string,
  url: string,
  parsed: ParsedErrorBody,
): string {
  switch (kind) {
    case 'network':
      return `Could not reach the server at ${addressOf(url)}. Check your network connection and the API address.`
    case 'unexpected-answer':
      return `The server gave an unexpected answer for ${endpoint}.`
    case 'aborted':
      return `The request ${endpoint} was cancelled.`
    case 'http':
      return httpMessage(status ?? 0, parsed)
  }
}

function statusLead(status: number): string {
  if (status === 400) return 'The server did not accept the request'
  if (status === 401) return 'Your session is not valid'
  if (status === 403) return 'You do not have access to this'
  if (status === 404) return 'Not found'
  if (status === 409) return 'This conflicts with the current state'
  if (status === 413) return 'The file is too large'
  if (status === 429) return 'The server is busy: too many requests'
  if (status === 507) return 'Not saved: the server has no storage left'
  if (status >= 500) return 'The server had a problem'
  return 'The request failed'
}

const MAX_SUMMARY_LENGTH = 300

export function summariseErrorBody(parsed: ParsedErrorBody): string | null {
  const fields = Object.entries(parsed.fieldErrors)
    .slice(0, 3)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
  const summary =
    parsed.detail ??
    parsed.error ??
    (parsed.nonFieldErrors.length > 0 ? parsed.nonFieldErrors.join(' ') : null) ??
    (fields.length > 0 ? fields.join('; ') : null)
  if (summary === null) return null
  return summary.length > MAX_SUMMARY_LENGTH
    ? `${summary.slice(0, MAX_SUMMARY_LENGTH - 1)}…`
    : summary
}

function httpMessage(status: number, parsed: ParsedErrorBody): string {
  const lead = `${statusLead(status)} (${status})`
  const summary = summariseErrorBody(parsed)
  if (summary === null) return `${lead}.`
  return /[.!?…]$/.test(summary) ? `${lead}: ${summary}` : `${lead}: ${summary}.`
}

// Deeper than any DRF serializer nests; also stops cycles in hand-made objects.
const MAX_DEPTH = 8
const RESERVED_KEYS = new Set(['detail', 'error', 'errors', 'non_field_errors'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function messageOf(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (isRecord(value) && depth < 2) {
    return messageOf(value.message, depth + 1) ?? messageOf(value.detail, depth + 1)
  }
  return null
}

function messagesOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values.map((item) => messageOf(item)).filter((item): item is string => item !== null)
}

function joinedMessage(value: unknown): string | null {
  const messages = messagesOf(value)
  return messages.length > 0 ? messages.join(' ') : null
}

function collectFieldErrors(
  value: unknown,
  path: string,
  depth: number,
  into: Map<string, string[]>,
): void {
  if (depth > MAX_DEPTH) return
  if (isRecord(value) && messageOf(value) === null) {
    for (const [key, nested] of Object.entries(value)) {
      const nestedPath = key === 'non_field_errors' ? path : `${path}.${key}`
      collectFieldErrors(nested, nestedPath, depth + 1, into)
    }
    return
  }
  if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
    value.forEach((item, index) => collectFieldErrors(item, `${path}.${index}`, depth + 1, into))
    return
  }
  const messages = messagesOf(value)
  if (messages.length > 0) into.set(path, [...(into.get(path) ?? []), ...messages])
}

function parseRecord(body: Record<string, unknown>): ParsedErrorBody {
  const fields = new Map<string, string[]>()
  for (const [key, value] of Object.entries(body)) {
    if (!RESERVED_KEYS.has(key)) collectFieldErrors(value, key, 1, fields)
  }
  const errors = body.errors
  if (isRecord(errors)) {
    for (const [key, value] of Object.entries(errors)) collectFieldErrors(value, key, 1, fields)
  }
  return {
    detail: joinedMessage(body.detail),
    error: joinedMessage(body.error),
    // fromEntries defines own properties, so a field named '__proto__' stays a field.
    fieldErrors: Object.fromEntries(fields),
    nonFieldErrors: [
      ...messagesOf(body.non_field_errors),
      ...(Array.isArray(errors) ? messagesOf(errors) : []),
    ],
  }
}

export function parseErrorBody(body: unknown): ParsedErrorBody {
  const empty: ParsedErrorBody = { detail: null, error: null, fieldErrors: {}, nonFieldErrors: [] }
  try {
    if (isRecord(body)) return parseRecord(body)
    if (Array.isArray(body)) return { ...empty, nonFieldErrors: messagesOf(body) }
    return { ...empty, detail: messageOf(body) }
  } catch {
    return empty
  }
}

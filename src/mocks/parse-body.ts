import type { z } from 'zod'
import {
  badRequest,
  badRequestDetail,
  payloadTooLarge,
  unsupportedMediaType,
  type FieldErrors,
} from './http'
import { MAX_API_BODY_BYTES, readLimited } from './read-limited'

export type ParsedBody<Output> = { ok: true; data: Output } | { ok: false; response: Response }

/** Validates with the API's own zod schema: the mock rejects exactly what the forms would. */
export async function parseBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<ParsedBody<z.output<Schema>>> {
  const raw = await readBody(request)
  if (!raw.ok) return raw
  const result = schema.safeParse(raw.data)
  if (result.success) return { ok: true, data: result.data }
  return { ok: false, response: badRequest(zodIssuesToFieldErrors(result.error.issues, raw.data)) }
}

async function readBody(request: Request): Promise<ParsedBody<unknown>> {
  const header = request.headers.get('Content-Type') ?? ''
  const contentType = header.split(';')[0]?.trim() ?? ''
  const body = await readLimited(request, MAX_API_BODY_BYTES)
  if (!body.ok) return { ok: false, response: payloadTooLarge() }
  if (
    contentType === 'application/x-www-form-urlencoded' ||
    contentType === 'multipart/form-data'
  ) {
    const form = await new Response(body.bytes, { headers: { 'Content-Type': header } })
      .formData()
      .catch(() => null)
    if (!form) return { ok: false, response: badRequestDetail('Malformed form body.') }
    return { ok: true, data: Object.fromEntries(form.entries()) }
  }
  const text = new TextDecoder().decode(body.bytes)
  if (text.trim() === '') return { ok: true, data: {} }
  if (contentType !== '' && contentType !== 'application/json' && !contentType.endsWith('+json')) {
    return { ok: false, response: unsupportedMediaType(contentType) }
  }
  try {
    const data: unknown = JSON.parse(text)
    return { ok: true, data }
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'invalid JSON'
    return { ok: false, response: badRequestDetail(`JSON parse error - ${reason}`) }
  }
}

type IssueLike = { path: PropertyKey[]; message: string; code?: string }

/** Deeper paths stay under their top-level field, keeping the `{field: [message]}` shape. */
export function zodIssuesToFieldErrors(issues: readonly IssueLike[], input: unknown): FieldErrors {
  const errors = new Map<string, string[]>()
  for (const issue of issues) {
    const [head, ...rest] = issue.path
    const field = head === undefined ? 'non_field_errors' : String(head)
    const message = isMissing(input, issue) ? 'This field is required.' : issue.message
    const text = rest.length > 0 ? `${rest.map(String).join('.')}: ${message}` : message
    errors.set(field, [...(errors.get(field) ?? []), text])
  }
  // fromEntries defines own properties, so even a field named `__proto__` stays a field.
  return Object.fromEntries(errors)
}

function isMissing(input: unknown, issue: IssueLike): boolean {
  if (issue.code !== 'invalid_type' || issue.path.length === 0) return false
  let value: unknown = input
  for (const key of issue.path) {
    if (typeof value !== 'object' || value === null) return false
    value = Reflect.get(value, key)
  }
  return value === undefined
}

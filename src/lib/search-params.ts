import type { z } from 'zod'

/** Every field ends in `.catch(default)`: a bad param falls back, not the whole page. */
export type SearchSchema = z.ZodObject<z.ZodRawShape>
export type SearchValues<Schema extends SearchSchema> = z.output<Schema>
function defaultsOf(schema: SearchSchema): Record<string, unknown> {
  return schema.parse({})
}

function readRaw(schema: SearchSchema, params: URLSearchParams): Record<string, unknown> {
  const defaults = defaultsOf(schema)
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(schema.shape)) {
    if (!params.has(key)) continue
    raw[key] = Array.isArray(defaults[key]) ? params.getAll(key) : params.get(key)
  }
  return raw
}

export function parseSearch<Schema extends SearchSchema>(
  schema: Schema,
  params: URLSearchParams,
): SearchValues<Schema> {
  return schema.parse(readRaw(schema, params))
}

function sameValue(left: unknown, right: unknown): boolean {
  if (Array.isArray(left) && Array.isArray(right)) {
    return (
      left.length === right.length && left.every((item, index) => sameValue(item, right[index]))
    )
  }
  return Object.is(left, right)
}

function appendValue(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    value.forEach((item) => appendValue(params, key, item))
    return
  }
  params.append(key, String(value))
}

/** Only values that differ from their default reach the URL, so links stay short and canonical. */
export function toSearch<Schema extends SearchSchema>(
  schema: Schema,
  values: Partial<SearchValues<Schema>>,
): URLSearchParams {
  const defaults = defaultsOf(schema)
  const params = new URLSearchParams()
  for (const key of Object.keys(schema.shape)) {
    const value: unknown = values[key]
    if (sameValue(value, defaults[key])) continue
    appendValue(params, key, value)
  }
  return params
}

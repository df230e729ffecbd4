import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'

/**
 * A search-param schema: an object whose every field ends in `.catch(default)`, so a missing or
 * invalid param falls back to its own default instead of failing the whole page.
 */
export type SearchSchema = z.ZodObject<z.ZodRawShape>
export type SearchValues<Schema extends SearchSchema> = z.output<Schema>
export type UpdateSearch<Schema extends SearchSchema> = (
  changes: Partial<SearchValues<Schema>>,
  /** `flushSync`: a controlled input (a radio) shows its new state in the same event. */
  options?: { replace?: boolean; flushSync?: boolean },
) => void

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

function withUnknownParams(schema: SearchSchema, known: URLSearchParams, current: URLSearchParams) {
  const merged = new URLSearchParams(known)
  current.forEach((value, key) => {
    if (!Object.hasOwn(schema.shape, key)) merged.append(key, value)
  })
  return merged
}

export function useValidatedSearch<Schema extends SearchSchema>(
  schema: Schema,
): [SearchValues<Schema>, UpdateSearch<Schema>] {
  const [params, setParams] = useSearchParams()
  const values = useMemo(() => parseSearch(schema, params), [schema, params])
  // The params as last asked for: two updates before the router renders the first (a delayed
  // time and a click's points) each build on the one before, instead of on the rendered params.
  // A render of an older ask (the router renders in transitions) is our own echo and leaves the
  // newer asks in place; only params nobody here asked for (back, a link) replace them.
  const latest = useRef(params)
  const asked = useRef<string[]>([])
  useLayoutEffect(() => {
    const echoed = asked.current.indexOf(params.toString())
    asked.current = echoed === -1 ? [] : asked.current.slice(echoed + 1)
    if (asked.current.length === 0) latest.current = params
  }, [params])

  const update = useCallback<UpdateSearch<Schema>>(
    (changes, options) => {
      const current = latest.current
      const next = { ...parseSearch(schema, current), ...changes }
      latest.current = withUnknownParams(schema, toSearch(schema, next), current)
      asked.current.push(latest.current.toString())
      setParams(latest.current, {
        replace: options?.replace ?? false,
        flushSync: options?.flushSync ?? false,
      })
    },
    [schema, setParams],
  )

  // A param that is invalid or equal to its default leaves the URL at once, replacing the entry,
  // so the address always says what the page shows.
  const canonical = withUnknownParams(schema, toSearch(schema, values), params)
  const stale = Object.keys(schema.shape).some(
    (key) => params.getAll(key).join('&') !== canonical.getAll(key).join('&'),
  )
  useEffect(() => {
    if (stale) setParams(canonical, { replace: true })
  }, [stale, canonical, setParams])

  return [values, update]
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { parseSearch, toSearch, type SearchSchema, type SearchValues } from '@/lib/search-params'

export type UpdateSearch<Schema extends SearchSchema> = (
  changes: Partial<SearchValues<Schema>>,
  /** `flushSync`: a controlled input (a radio) shows its new state in the same event. */
  options?: { replace?: boolean; flushSync?: boolean },
) => void

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
  // Params as last asked for: updates before the router renders build on each other; an echo of
  // our own ask keeps the newer asks, only params nobody asked for (back, a link) replace them.
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

  // An invalid or default param leaves the URL at once, so the address says what the page shows.
  const canonical = withUnknownParams(schema, toSearch(schema, values), params)
  const stale = Object.keys(schema.shape).some(
    (key) => params.getAll(key).join('&') !== canonical.getAll(key).join('&'),
  )
  useEffect(() => {
    if (stale) setParams(canonical, { replace: true })
  }, [stale, canonical, setParams])

  return [values, update]
}

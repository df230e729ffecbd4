import { lastValue } from '../router'
import { allowedLookups, buildFilter, type Predicate } from './lookups'
import type { FieldSpec, FilterErrors, ListSpec, Lookup } from './types'

export const RESERVED_PARAMS = new Set(['limit', 'offset', 'ordering'])

type ResolvedParam<T> = { field: string; spec: FieldSpec<T>; lookup: Lookup }

/** The longest field name wins, so relation keys may contain `__`. */
export function resolveParam<T>(
  fields: ListSpec<T>['fields'],
  param: string,
): ResolvedParam<T> | undefined {
  let best: string | undefined
  for (const name of Object.keys(fields)) {
    const matches = param === name || param.startsWith(`${name}__`)
    if (matches && (best === undefined || name.length > best.length)) best = name
  }
  const spec = best === undefined ? undefined : fields[best]
  if (best === undefined || spec === undefined) return undefined
  const suffix = param.slice(best.length + 2)
  const lookup = allowedLookups(spec).find((candidate) => candidate === (suffix || 'exact'))
  return lookup === undefined ? undefined : { field: best, spec, lookup }
}

export type FilterResult<T> = { ok: true; test: Predicate<T> } | { ok: false; errors: FilterErrors }

/** Unknown parameters and empty values are ignored, as django-filter does. */
export function buildFilters<T>(spec: ListSpec<T>, query: URLSearchParams): FilterResult<T> {
  const tests: Predicate<T>[] = []
  const errors: FilterErrors = {}
  for (const [param, raw] of effectiveParams(spec, query)) {
    const resolved = resolveParam(spec.fields, param)
    if (!resolved || raw === '') continue
    const built = buildFilter(resolved.spec, resolved.lookup, raw)
    if (built.ok) tests.push(built.test)
    else errors[param] = [built.message]
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, test: (record) => tests.every((test) => test(record)) }
}

/** Last value of each parameter (like Django's QueryDict), plus defaults the query does not lift. */
function effectiveParams<T>(spec: ListSpec<T>, query: URLSearchParams): Map<string, string> {
  const params = new Map<string, string>()
  for (const param of new Set(query.keys())) {
    if (RESERVED_PARAMS.has(param)) continue
    params.set(param, lastValue(query, param) ?? '')
  }
  const named = new Set([...query.keys()].map((param) => fieldOf(spec, param)))
  for (const [param, value] of Object.entries(spec.defaultFilters ?? {})) {
    if (!named.has(fieldOf(spec, param))) params.set(param, value)
  }
  return params
}

function fieldOf<T>(spec: ListSpec<T>, param: string): string | undefined {
  return resolveParam(spec.fields, param)?.field
}

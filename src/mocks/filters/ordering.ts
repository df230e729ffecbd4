import { ownValue } from '@/lib/own-value'
import type { ListSpec, SortKey } from './types'

type Term<T> = { key: (record: T) => SortKey; descending: boolean }

function parseTerms<T>(spec: ListSpec<T>, names: readonly string[]): Term<T>[] {
  return names.flatMap((name) => {
    const descending = name.startsWith('-')
    const key = ownValue(spec.ordering, descending ? name.slice(1) : name)
    return key ? [{ key, descending }] : []
  })
}

/** Unknown fields are ignored; the default ordering breaks ties so pages stay stable. */
export function orderRecords<T>(spec: ListSpec<T>, records: readonly T[], ordering: string | null) {
  const requested = parseTerms(
    spec,
    (ordering ?? '').split(',').map((name) => name.trim()),
  )
  const terms = [...requested, ...parseTerms(spec, spec.defaultOrdering)]
  return [...records].sort((left, right) => {
    for (const term of terms) {
      const order = compareKeys(term.key(left), term.key(right))
      if (order !== 0) return term.descending ? -order : order
    }
    return 0
  })
}

/** Nulls sort last ascending and first descending, as PostgreSQL does. */
function compareKeys(left: SortKey, right: SortKey): number {
  const leftNull = left === null || left === undefined
  const rightNull = right === null || right === undefined
  if (leftNull || rightNull) return leftNull === rightNull ? 0 : leftNull ? 1 : -1
  if (left === right) return 0
  return left < right ? -1 : 1
}

import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { FilterDefinition, FilterState } from '@/api/filters'
import { withoutFilter } from './filter-chips'
import {
  readListState,
  writeListState,
  type ListUrlConfig,
  type ListUrlState,
} from './list-url-state'

export type ListUrlControls<D extends FilterDefinition, O extends string> = {
  state: ListUrlState<D, O>
  setFilters: (filters: FilterState<D>) => void
  removeFilter: (param: string) => void
  clearFilters: () => void
  setOrdering: (ordering: O) => void
  setOffset: (offset: number) => void
  setLimit: (limit: number) => void
}

/**
 * The list state lives in the URL only: every change is a history entry, so back/forward step
 * through filters and a copied link opens the same list. A filter change starts at page one.
 */
export function useListUrlState<D extends FilterDefinition, O extends string>(
  config: ListUrlConfig<D, O>,
): ListUrlControls<D, O> {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readListState(config, params), [config, params])

  const change = useCallback(
    (update: (current: ListUrlState<D, O>) => ListUrlState<D, O>) => {
      const next = writeListState(config, update(readListState(config, params)))
      // A change that leaves the address as it is must not add a history entry.
      if (next.toString() !== params.toString()) setParams(next)
    },
    [config, params, setParams],
  )

  return useMemo(
    () => ({
      state,
      setFilters: (filters) => change((current) => ({ ...current, filters, offset: 0 })),
      removeFilter: (param) =>
        change((current) => ({
          ...current,
          filters: withoutFilter(current.filters, param),
          offset: 0,
        })),
      clearFilters: () => change((current) => ({ ...current, filters: {}, offset: 0 })),
      setOrdering: (ordering) => change((current) => ({ ...current, ordering, offset: 0 })),
      setOffset: (offset) => change((current) => ({ ...current, offset })),
      setLimit: (limit) => change((current) => ({ ...current, limit, offset: 0 })),
    }),
    [state, change],
  )
}

import { useMemo } from 'react'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import {
  filtersOf,
  replacingFilters,
  toListQuery,
  type Filters,
  type ListSearch,
} from '@/api/list-search'
import type { DefinedList } from '@/api/list-definitions'

export type ListControls<Ordering extends string> = {
  search: ListSearch<Ordering>
  query: ReturnType<typeof toListQuery>
  /** `replace` rewrites the current history entry (the later keys of one typing burst). */
  setFilters: (filters: Filters, options?: { replace?: boolean }) => void
  removeFilters: (params: readonly string[]) => void
  clearFilters: () => void
  setOrdering: (ordering: Ordering) => void
  setOffset: (offset: number) => void
  setLimit: (limit: number) => void
}

/** In the URL only (decision 0003); any change but paging goes back to the first page. */
export function useListSearch<Ordering extends string>({
  spec,
  schema,
}: DefinedList<Ordering>): ListControls<Ordering> {
  const [values, update] = useValidatedSearch(schema)
  return useMemo(() => {
    const search: ListSearch<Ordering> = {
      filters: filtersOf(spec, values),
      ordering: values.ordering,
      offset: values.offset,
      limit: values.limit,
    }
    const setFilters = (filters: Filters, options?: { replace?: boolean }) =>
      update({ ...replacingFilters(spec, filters), offset: 0 }, options)
    return {
      search,
      query: toListQuery(spec, search),
      setFilters,
      removeFilters: (params) =>
        setFilters(
          Object.fromEntries(
            Object.entries(search.filters).filter(([param]) => !params.includes(param)),
          ),
        ),
      clearFilters: () => setFilters({}),
      setOrdering: (ordering) => update({ ordering, offset: 0 }),
      setOffset: (offset) => update({ offset }),
      setLimit: (limit) => update({ limit, offset: 0 }),
    }
  }, [spec, values, update])
}

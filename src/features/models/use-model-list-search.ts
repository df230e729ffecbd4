import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  readModelListSearch,
  writeModelListSearch,
  type ModelListSearch,
} from './model-list-search'

type Changes = Partial<ModelListSearch>

export type UpdateModelListSearch = (
  changes: Changes | ((current: ModelListSearch) => Changes),
  options?: { replace?: boolean },
) => void

export function useModelListSearch(): [ModelListSearch, UpdateModelListSearch] {
  const [params, setParams] = useSearchParams()
  const search = useMemo(() => readModelListSearch(params), [params])
  const update = useCallback<UpdateModelListSearch>(
    (changes, options) => {
      setParams(
        (params) => {
          const current = readModelListSearch(params)
          const next = typeof changes === 'function' ? changes(current) : changes
          return writeModelListSearch({ ...current, ...next })
        },
        { replace: options?.replace ?? false },
      )
    },
    [setParams],
  )
  return [search, update]
}

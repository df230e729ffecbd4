import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { MapCategory } from '@/engine/map-style/map-categories'
import type { PickKind } from '@/engine/picking/picking'
import { formatSelectionList, type MapSelection } from '@/engine/picking/selection'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { parseSearch, toSearch } from '@/lib/search-params'
import { parseLayerList, toggleLayer } from '@/engine/map-style/layer-list'
import { mapSearch, type MapSearch } from './map-search'

/** Writes through the router at once (flushSync) from the current URL, so two quick changes never undo each other. */
export function useMapSearch() {
  const [search] = useValidatedSearch(mapSearch)
  const [, setParams] = useSearchParams()

  const write = useCallback(
    (next: (current: MapSearch) => Partial<MapSearch>) =>
      setParams(
        (params) => {
          const current = parseSearch(mapSearch, params)
          const changes = next(current)
          const canonical = toSearch(mapSearch, { ...current, ...changes })
          const merged = new URLSearchParams(params)
          for (const key of Object.keys(changes)) {
            merged.delete(key)
            for (const value of canonical.getAll(key)) merged.append(key, value)
          }
          return merged
        },
        { replace: true, flushSync: true },
      ),
    [setParams],
  )

  const toggle = useCallback(
    (category: MapCategory, on: boolean) =>
      write((current) => ({
        layers: toggleLayer(parseLayerList(current.layers), category, on).join(','),
      })),
    [write],
  )
  const setBasemap = useCallback(
    (basemap: MapSearch['basemap']) => write(() => ({ basemap })),
    [write],
  )
  /** A new kind starts from nothing: a structure is no measure location. */
  const setPick = useCallback(
    (kind: PickKind) => write(() => ({ pick: kind === 'any' ? '' : kind, selected: '' })),
    [write],
  )
  const setSelected = useCallback(
    (selected: readonly MapSelection[]) =>
      write(() => ({ selected: formatSelectionList(selected) })),
    [write],
  )

  return { search, toggle, setBasemap, setPick, setSelected }
}

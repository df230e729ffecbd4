import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { MapCategory } from '@/components/map/map-categories'
import { parseSearch, toSearch, useValidatedSearch } from '@/lib/search-params'
import { mapSearch, parseLayerList, toggleLayer, type MapSearch } from './map-search'

type ControlKey = 'layers' | 'basemap'

/**
 * The map page's URL state. Checkboxes and radios write through the router at once (flushSync)
 * and from the current URL (a functional update), so a controlled input never shows its old
 * state, and two quick toggles never undo each other.
 */
export function useMapSearch() {
  const [search, update] = useValidatedSearch(mapSearch)
  const [, setParams] = useSearchParams()

  const setControl = useCallback(
    <Key extends ControlKey>(key: Key, next: (current: MapSearch) => MapSearch[Key]) =>
      setParams(
        (params) => {
          const current = parseSearch(mapSearch, params)
          const canonical = toSearch(mapSearch, { ...current, [key]: next(current) })
          const merged = new URLSearchParams(params)
          merged.delete(key)
          for (const value of canonical.getAll(key)) merged.append(key, value)
          return merged
        },
        { replace: true, flushSync: true },
      ),
    [setParams],
  )

  const toggle = useCallback(
    (category: MapCategory, on: boolean) =>
      setControl('layers', (current) =>
        toggleLayer(parseLayerList(current.layers), category, on).join(','),
      ),
    [setControl],
  )
  const setBasemap = useCallback(
    (basemap: MapSearch['basemap']) => setControl('basemap', () => basemap),
    [setControl],
  )

  return { search, update, toggle, setBasemap }
}

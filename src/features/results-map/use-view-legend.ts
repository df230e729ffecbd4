import { useMemo, useState } from 'react'
import { drawnRange } from '@/lib/results-file/map-values'
import { viewClasses, widenedRange } from './map-view-classes'
import type { ResultsMapView } from './results-map-search'

/**
 * The legend of the view. Water levels have no fixed classes: theirs cover every level drawn so
 * far from this file, and only grow, so the colours do not shift under a playing run.
 */
export function useViewLegend(view: ResultsMapView, values: Float32Array | null, fileKey: string) {
  const [levels, setLevels] = useState<{ key: string; range: [number, number] | null }>({
    key: fileKey,
    range: null,
  })
  const known = levels.key === fileKey ? levels.range : null
  // A scan of every value: once per drawn array, not once per render.
  const seen = useMemo(
    () => (view === 'level' && values ? drawnRange(values) : null),
    [view, values],
  )
  const range = widenedRange(known, seen)
  if (range !== known) setLevels({ key: fileKey, range })
  return useMemo(() => viewClasses(view, range), [view, range])
}

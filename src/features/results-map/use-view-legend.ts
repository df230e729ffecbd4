import { useMemo, useState } from 'react'
import { drawnRange } from '@/lib/results-file/map-values'
import { viewClasses, widenedRange } from './map-view-classes'
import type { ResultsMapView } from './results-map-search'

// Level classes cover every level drawn from this file and only grow: colours stay put in play.
export function useViewLegend(view: ResultsMapView, values: Float32Array | null, fileKey: string) {
  const [levels, setLevels] = useState<{ key: string; range: [number, number] | null }>({
    key: fileKey,
    range: null,
  })
  const known = levels.key === fileKey ? levels.range : null
  const seen = useMemo(
    () => (view === 'level' && values ? drawnRange(values) : null),
    [view, values],
  )
  const range = widenedRange(known, seen)
  if (range !== known) setLevels({ key: fileKey, range })
  return useMemo(() => viewClasses(view, range), [view, range])
}

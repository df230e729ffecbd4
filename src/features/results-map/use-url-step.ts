import { useMemo } from 'react'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import type { OpenedResultsFile } from '@/engine/results-file/results-file-service'
import { clockTimeText, nearestStep, runSeconds } from '@/lib/results-file/output-time'
import { resultsMapSearch } from './results-map-search'

export type UrlStep = ReturnType<typeof useUrlStep>

export function useUrlStep(opened: OpenedResultsFile) {
  const [search, update] = useValidatedSearch(resultsMapSearch)
  const { times: stored, timeUnits } = opened.layout
  const times = useMemo(
    () => ({
      seconds: runSeconds(stored, timeUnits),
      clocks: Array.from(stored, (time) => clockTimeText(time, timeUnits)),
    }),
    [stored, timeUnits],
  )
  return { search, update, ...times, index: nearestStep(times.seconds, search.time) }
}

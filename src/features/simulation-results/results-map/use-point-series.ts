import { useQueries } from '@tanstack/react-query'
import type { ResultsFileReader } from '@/components/results-file/results-file-client'
import type { ChartedPoint } from './charted-point'

/** "2D cell #1235": a place as the map's tooltips name it (node id = place + 1). */
export const placeLabel = (place: number) => `2D cell #${place + 1}`

/**
 * The level and depth over the run of each picked cell, read from the open results file. Kept
 * per reader (a reopened file reads again) and never retried: a failure is shown with its reason.
 */
export function usePointSeries(
  reader: ResultsFileReader | null,
  readerKey: string,
  places: readonly number[],
) {
  const results = useQueries({
    queries: places.map((place) => ({
      queryKey: ['results-map', readerKey, 'point', place],
      queryFn: async () => (await reader?.pointSeries('2D', place))?.value ?? null,
      enabled: reader !== null,
      staleTime: Infinity,
      gcTime: 60_000,
      retry: false,
    })),
  })
  const points: ChartedPoint[] = []
  results.forEach((result, index) => {
    const place = places[index] ?? 0
    if (result.data) points.push({ key: String(place), label: placeLabel(place), ...result.data })
  })
  const failed = results.find((result) => result.error)?.error ?? null
  return {
    points,
    loading: results.some((result) => result.isPending && reader !== null),
    error: failed ? failed.message : null,
  }
}

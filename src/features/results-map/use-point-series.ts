import { useQueries } from '@tanstack/react-query'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { ChartedPoint } from './charted-point'
import { pointOfKey, type MapPoint } from './results-map-search'

/**
 * "2D cell #1235", "1D node #20114": a place by its grid node id, as the map's tooltips name
 * it. The 2D cells are ids 1 to their count, the 1D nodes follow (decision 0032).
 */
export function pointLabel({ mesh, place }: MapPoint, cellCount: number): string {
  return mesh === '2D' ? `2D cell #${place + 1}` : `1D node #${cellCount + place + 1}`
}

/**
 * The level and depth over the run of each picked cell, read from the open results file. Kept
 * per reader (a reopened file reads again) and never retried: a failure is shown with its reason.
 */
export function usePointSeries(
  reader: ResultsFileReader | null,
  readerKey: string,
  keys: readonly string[],
  cellCount: number,
) {
  const results = useQueries({
    queries: keys.map((key) => ({
      queryKey: ['results-map', readerKey, 'point', key],
      queryFn: async () => {
        const { mesh, place } = pointOfKey(key)
        return (await reader?.pointSeries(mesh, place))?.value ?? null
      },
      enabled: reader !== null,
      staleTime: Infinity,
      gcTime: 60_000,
      retry: false,
    })),
  })
  const points: ChartedPoint[] = []
  results.forEach((result, index) => {
    const key = keys[index] ?? ''
    const label = pointLabel(pointOfKey(key), cellCount)
    if (result.data) points.push({ key, label, ...result.data })
  })
  const failed = results.find((result) => result.error)?.error ?? null
  return {
    points,
    loading: results.some((result) => result.isPending && reader !== null),
    error: failed ? failed.message : null,
  }
}

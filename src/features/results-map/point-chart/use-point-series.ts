import { useQueries } from '@tanstack/react-query'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { ChartedPoint } from './charted-point'
import { pointOfKey, type MapPoint } from '../results-map-search'

/** As the map's tooltips name a place: 2D cells are ids 1 to n, the 1D nodes follow (0032). */
export function pointLabel({ mesh, place }: MapPoint, cellCount: number): string {
  return mesh === '2D' ? `2D cell #${place + 1}` : `1D node #${cellCount + place + 1}`
}

/** Each picked place over the run; never retried: a failure is shown with its reason. */
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

/** The 2D cells' flood quantities over the run, for a product view's line in the chart. */
export function usePointProductSeries(
  reader: ResultsFileReader | null,
  readerKey: string,
  keys: readonly string[],
  wetDepthM: number,
  enabled: boolean,
) {
  const cells = keys.filter((key) => pointOfKey(key).mesh === '2D')
  const results = useQueries({
    queries: cells.map((key) => ({
      queryKey: ['results-map', readerKey, 'product-series', key, wetDepthM],
      queryFn: async () => {
        const series = await reader?.cellFloodSeries(pointOfKey(key).place, { wetDepthM })
        return series?.value ?? null
      },
      enabled: enabled && reader !== null,
      staleTime: Infinity,
      gcTime: 60_000,
      retry: false,
    })),
  })
  const series = results.flatMap((result, index) =>
    result.data ? [{ key: cells[index] ?? '', series: result.data }] : [],
  )
  const failed = results.find((result) => result.error)?.error ?? null
  return {
    series,
    loading: enabled && results.some((result) => result.isPending && reader !== null),
    error: failed ? failed.message : null,
    retry: () => results.forEach((result) => void (result.error && result.refetch())),
  }
}

import { lazy } from 'react'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import type { OpenFile } from '../map-state'
import { productLines } from './point-product-lines'
import {
  isProductView,
  pointOfKey,
  resultsMapViewLabels,
  type ResultsMapSearch,
} from '../results-map-search'
import { pointLabel, usePointProductSeries } from './use-point-series'

const PointProductChart = lazy(() =>
  import('./point-product-chart').then((module) => ({ default: module.PointProductChart })),
)

type Props = {
  file: OpenFile
  search: ResultsMapSearch
  times: Float64Array
  cellCount: number
  cursorIndex: number
  onCursorIndex: (index: number) => void
}

/** Under a flood-product view: the product's line of each picked 2D cell over the run. */
export function PointProductSection({ file, search, times, cellCount, ...cursor }: Props) {
  const view = isProductView(search.view) ? search.view : null
  const { points, wet } = search
  const read = usePointProductSeries(file.reader, file.key, points, wet, view !== null)
  if (!view || points.length === 0) return null
  if (read.error) {
    return (
      <ErrorState
        title="Could not read a cell's flood values over the run"
        message={read.error}
        onRetry={read.retry}
      />
    )
  }
  if (read.loading) return <LoadingState label="Reading the picked cells' flood values…" />
  const charted = read.series.map(({ key, series }) => ({
    key,
    label: pointLabel(pointOfKey(key), cellCount),
    series,
  }))
  const product = productLines(view, charted)
  if (product.lines.length === 0) {
    const why = product.absent ?? 'Flood products are of the 2D cells; pick a cell on the map.'
    return <EmptyState title={`No ${product.quantity.toLowerCase()} to chart`} description={why} />
  }
  return (
    <>
      <h3>{resultsMapViewLabels[view]} at the picked cells</h3>
      <PointProductChart times={times} product={product} pointKeys={points} {...cursor} />
    </>
  )
}

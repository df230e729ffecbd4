import { lazy, Suspense, useDeferredValue, useState } from 'react'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import type { OpenFile } from './map-state'
import type { PointQuantity } from './point-chart'
import { PointProductSection } from './point-product-section'
import { usePointSeries } from './use-point-series'
import type { UrlStep } from './use-url-step'

const PointChart = lazy(() =>
  import('./point-chart').then((module) => ({ default: module.PointChart })),
)

type Props = {
  simulationId: number
  file: OpenFile
  cells: ModelCellQuads
  url: UrlStep
  timeIndex: number
  onIndex: (index: number) => void
}

export function PointSection({ simulationId, file, cells, url, timeIndex, onIndex }: Props) {
  const { search, update } = url
  const [quantity, setQuantity] = useState<PointQuantity>('depth')
  // The chart's cursor follows after the map's frame: its render is not on a step's path.
  const cursorIndex = useDeferredValue(timeIndex)
  const series = usePointSeries(file.reader, file.key, search.points, cells.quads.places)
  return (
    <Suspense fallback={<LoadingState label="Loading the chart…" />}>
      {series.error ? (
        <ErrorState title="Could not read a cell's values over the run" message={series.error} />
      ) : null}
      <PointProductSection
        file={file}
        search={search}
        times={url.seconds}
        cellCount={cells.quads.places}
        cursorIndex={cursorIndex}
        onCursorIndex={onIndex}
      />
      <PointChart
        times={url.seconds}
        points={series.points}
        quantity={quantity}
        onQuantity={setQuantity}
        cursorIndex={cursorIndex}
        onCursorIndex={onIndex}
        onRemovePoint={(key) => update({ points: search.points.filter((point) => point !== key) })}
        csvFileName={`simulation-${simulationId}-points.csv`}
      />
    </Suspense>
  )
}

import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import { nearestStep, runSeconds } from '@/lib/results-file/output-time'
import type { ComparedFile } from '../comparison/compared-run'
import type { OpenFile } from '../map-state'
import type { PointQuantity } from './point-chart'
import { placeOfLine, twoRunPoints } from './point-runs'
import { PointProductSection } from './point-product-section'
import { usePointSeries } from './use-point-series'
import type { UrlStep } from '../use-url-step'

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
  /** While comparing: run B, whose line of each place joins run A's. */
  compared: ComparedFile | null
}

export function PointSection(props: Props) {
  const { simulationId, file, cells, url, timeIndex, onIndex, compared } = props
  const { search, update } = url
  const [quantity, setQuantity] = useState<PointQuantity>('depth')
  // The chart's cursor follows after the map's frame: its render is not on a step's path.
  const cursorIndex = useDeferredValue(timeIndex)
  const series = usePointSeries(file.reader, file.key, search.points, cells.quads.places)
  const other = usePointSeries(
    compared?.reader ?? null,
    `compared:${compared?.id ?? 'none'}`,
    search.points,
    cells.quads.places,
  )
  const otherTimes = useMemo(
    () => compared && runSeconds(compared.opened.layout.times, compared.opened.layout.timeUnits),
    [compared],
  )
  const charted = useMemo(
    () =>
      compared && otherTimes
        ? twoRunPoints(
            { id: simulationId, times: url.seconds, points: series.points },
            { id: compared.id, times: otherTimes, points: other.points },
          )
        : { times: url.seconds, points: series.points },
    [compared, otherTimes, simulationId, url.seconds, series.points, other.points],
  )
  const error = series.error ?? other.error
  return (
    <Suspense fallback={<LoadingState label="Loading the chart…" />}>
      {error ? (
        <ErrorState title="Could not read a cell's values over the run" message={error} />
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
        times={charted.times}
        points={charted.points}
        quantity={quantity}
        onQuantity={setQuantity}
        cursorIndex={nearestStep(charted.times, url.seconds[cursorIndex] ?? 0)}
        onCursorIndex={(index) => onIndex(nearestStep(url.seconds, charted.times[index] ?? 0))}
        onRemovePoint={(key) =>
          update({ points: search.points.filter((point) => point !== placeOfLine(key)) })
        }
        csvFileName={`simulation-${simulationId}-points.csv`}
      />
    </Suspense>
  )
}

import { lazy, Suspense, useMemo } from 'react'
import { saveBlob } from '@/api/transfer'
import { Button } from '@/components/button'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { runTimeText } from '@/lib/results-file/output-time'
import type { LineAcrossCells } from '@/lib/side-view/line-across-cells'
import { sideViewCsv, sideViewRows } from '@/lib/side-view/side-view-rows'
import type { OpenFile } from '../map-state'
import type { UrlStep } from '../use-url-step'
import { sideViewSummary } from './side-view-summary'
import { useSideViewValues } from './use-side-view-values'

const SideViewChart = lazy(() =>
  import('./side-view-chart').then((module) => ({ default: module.SideViewChart })),
)

export const HOW_TO_DRAW =
  'Press “Side view”, then click on the map to add points; double click or press Enter to finish, Escape to cancel.'

type Props = {
  simulationId: number
  file: OpenFile
  url: UrlStep
  timeIndex: number
  compared: ResultsFileReader | null
  across: { across: LineAcrossCells | null; error: string | null } | null
  onMarked: (distance: number | null) => void
}

/** What the side view shows: how to draw, no cells crossed, reading, a failure, or the chart. */
export function SideViewBody({
  simulationId,
  file,
  url,
  timeIndex,
  compared,
  across,
  onMarked,
}: Props) {
  const { search } = url
  const comparedName = compared && search.compare !== null ? `run #${search.compare}` : null
  const places = useMemo(
    () => across?.across?.crossings.map((crossing) => crossing.place) ?? [],
    [across],
  )
  const crosses = places.some((place) => place >= 0)
  const read = useSideViewValues(
    { reader: file.reader, readerKey: file.key, places: crosses ? places : [], timeIndex },
    { reader: compared, key: `compared-${search.compare}` },
  )
  if (!across) return <EmptyState title="No side view drawn" description={HOW_TO_DRAW} />
  if (across.error !== null || !across.across) {
    return <ErrorState title="The line cannot be measured" message={across.error ?? ''} />
  }
  if (!crosses) {
    return (
      <EmptyState title="The line does not cross the model's 2D cells" description={HOW_TO_DRAW} />
    )
  }
  if (read.error !== null) {
    return (
      <ErrorState
        title="Could not read the water along the line"
        message={read.error}
        onRetry={read.retry}
        retryLabel="Retry"
      />
    )
  }
  if (!read.values) return <LoadingState label="Reading the water along the line…" />
  const rows = sideViewRows(across.across.crossings, read.values, read.compared)
  const timeText = `run time ${runTimeText(url.seconds[timeIndex] ?? 0)}`
  const exportCsv = () =>
    saveBlob(
      new Blob([sideViewCsv(rows, comparedName)], { type: 'text/csv' }),
      `simulation-${simulationId}-side-view.csv`,
    )
  return (
    <>
      <Suspense fallback={<LoadingState label="Loading the chart…" />}>
        <SideViewChart
          rows={rows}
          comparedName={comparedName}
          timeText={timeText}
          onMarked={onMarked}
        />
      </Suspense>
      <p className="side-view__summary" aria-label="Side view in words">
        {sideViewSummary(rows, timeText, comparedName)}
      </p>
      <Button onClick={exportCsv}>Export side view CSV</Button>
    </>
  )
}

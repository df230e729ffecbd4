import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo } from 'react'
import { aggregateFileOf, resultsFileOf } from '@/api/simulations/result-file-choice'
import { resultFilesQuery } from '@/api/simulations/result-files-queries'
import { statusListQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { ActionError } from '@/components/action-error'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import type { OpenedResultsFile } from '@/engine/results-file/results-file-service'
import { ConfigurationsSideBySide } from './configurations-side-by-side'
import { ReferenceChoice } from './reference-choice'
import { UnreadFile } from '../unread-file'
import { useResultsReader } from '../use-results-reader'

const OFFERED = 100

/** Run B's results file as opened: its reader, and its own output times for the chart. */
export type ComparedFile = { id: number; reader: ResultsFileReader; opened: OpenedResultsFile }

type Props = {
  simulation: Simulation
  compare: number | null
  onCompare: (id: number | null) => void
  onReader: (compared: ComparedFile | null) => void
}

/** Run B of a comparison: its results file opened in a worker of its own, configurations side by side. */
export function ComparedRun({ simulation, compare, onCompare, onReader }: Props) {
  const selectId = useId()
  const finished = useQuery(
    statusListQuery({
      name: 'finished',
      hydromodel_id: simulation.hydromodel_id,
      ordering: '-id',
      limit: OFFERED,
    }),
  )
  const others = (finished.data?.results ?? []).filter(
    (record) => record.simulation_id !== simulation.id,
  )
  return (
    <div className="results-map__compare">
      <label htmlFor={selectId}>Compare with (run B)</label>
      <select
        id={selectId}
        value={compare ?? ''}
        onChange={(event) => onCompare(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Choose a finished run of this model…</option>
        {others.map((record) => (
          <option key={record.simulation_id} value={record.simulation_id}>
            {record.simulation_name} (#{record.simulation_id})
          </option>
        ))}
      </select>
      {finished.isPending ? <LoadingState inline label="Loading the finished runs…" /> : null}
      {finished.error ? (
        <ErrorState
          title="Could not list the finished runs"
          message={finished.error.message}
          onRetry={() => void finished.refetch()}
        />
      ) : null}
      {finished.data && others.length === 0 ? (
        <p className="muted">No other finished run of this model to compare with yet.</p>
      ) : null}
      {compare !== null ? (
        <ComparedRunFile simulation={simulation} compare={compare} onReader={onReader} />
      ) : null}
    </div>
  )
}

function ComparedRunFile({
  simulation,
  compare,
  onReader,
}: {
  simulation: Simulation
  compare: number
  onReader: Props['onReader']
}) {
  const files = useQuery(resultFilesQuery(compare))
  const file = files.data ? resultsFileOf(files.data.rows) : null
  const aggregate = files.data ? aggregateFileOf(files.data.rows) : null
  const reader = useResultsReader(compare, file?.id ?? null, aggregate?.id ?? null)
  const [openReader, opened] = reader.status === 'open' ? [reader.reader, reader.opened] : []
  const open = useMemo(
    () => (openReader && opened ? { id: compare, reader: openReader, opened } : null),
    [compare, openReader, opened],
  )
  useEffect(() => {
    onReader(open)
    return () => onReader(null)
  }, [open, onReader])
  if (files.error)
    return (
      <ErrorState
        title="Could not list run B's result files"
        message={files.error.message}
        onRetry={() => void files.refetch()}
      />
    )
  if (files.data && !file)
    return <ActionError>Run #{compare} has no results file to compare with.</ActionError>
  if (reader.status === 'failed')
    return <UnreadFile title="Could not read run B's results file" failed={reader} />
  return (
    <>
      {reader.status === 'opening' ? (
        <LoadingState inline label="Reading run B's results file…" />
      ) : null}
      <ReferenceChoice thisRun={simulation.id} compared={compare} />
      <ConfigurationsSideBySide a={simulation.id} b={compare} />
    </>
  )
}

import { useEffect, useMemo, useState } from 'react'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { useValidatedSearch } from '@/components/hooks/search-params'
import { LoadingState } from '@/components/loading-state'
import { preloadModelMap } from '@/components/map/lazy-model-map'
import { useCellQuads, type ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import type { OpenedResultsFile } from '@/components/results-file/results-file-service'
import type { ResultsFileReader } from '@/components/results-file/results-file-client'
import { clockTimeText, nearestStep, runSeconds } from '@/lib/results-file/output-time'
import { ResultsMapBody } from './results-map-body'
import { resultsMapSearch } from './results-map-search'
import { useResultsReader } from './use-results-reader'
import './results-map.css'

type Props = {
  simulation: Simulation
  file: ResultFile
  /** The run's aggregate file, for the maximum depth over every calculation step. */
  aggregate: ResultFile | null
}

/**
 * The flood on the map: the run's results file read in a worker, drawn per 2D cell over the
 * model's map, with its time control, legend, picked cells' chart and a comparison.
 */
export default function ResultsMapPanel({ simulation, file, aggregate }: Props) {
  const reader = useResultsReader(simulation.id, file.id, aggregate?.id ?? null)
  const cells = useCellQuads(simulation.hydromodel_id)
  // The map's code loads while the grid and the file's header are read, not after.
  useEffect(preloadModelMap, [])
  const [full, setFull] = useState(false)
  useEffect(() => {
    if (!full) return
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFull(false)
    }
    document.addEventListener('keydown', leave)
    return () => document.removeEventListener('keydown', leave)
  }, [full])
  return (
    <section
      className={full ? 'results-map results-map--full' : 'results-map'}
      aria-labelledby="results-map-heading"
    >
      <header className="results-map__header">
        <h2 id="results-map-heading">Water on the map</h2>
        <Button onClick={() => setFull(!full)} aria-pressed={full}>
          {full ? 'Leave full window' : 'Full window'}
        </Button>
      </header>
      <OpenedMap
        simulation={simulation}
        reader={reader}
        readerKey={`${simulation.id}:${file.id}`}
        cells={cells}
      />
    </section>
  )
}

function OpenedMap({
  simulation,
  reader,
  readerKey,
  cells,
}: {
  simulation: Simulation
  reader: ReturnType<typeof useResultsReader>
  /** Names the results file for what is kept per file (a point's series, the level range). */
  readerKey: string
  cells: ReturnType<typeof useCellQuads>
}) {
  if (reader.status === 'failed') {
    return (
      <ErrorState
        title="Could not read the results file"
        message={reader.message}
        onRetry={reader.reopen}
        retryLabel="Read it again"
      />
    )
  }
  if (cells.error) {
    return (
      <ErrorState
        title="Could not read the model's grid"
        message={cells.error.message}
        onRetry={() => void cells.refetch()}
      />
    )
  }
  if (reader.status === 'opening' || !cells.data) {
    return <LoadingState label="Reading the results file's header and the model's grid…" />
  }
  return (
    <MatchedMap
      simulation={simulation}
      reader={reader.reader}
      readerKey={readerKey}
      opened={reader.opened}
      cells={cells.data}
      onReopen={reader.reopen}
    />
  )
}

function MatchedMap(props: {
  simulation: Simulation
  reader: ResultsFileReader
  readerKey: string
  opened: OpenedResultsFile
  cells: ModelCellQuads
  onReopen: () => void
}) {
  const { opened, cells } = props
  const [search, update] = useValidatedSearch(resultsMapSearch)
  const { times: stored, timeUnits, meshes } = opened.layout
  const times = useMemo(
    () => ({
      seconds: runSeconds(stored, timeUnits),
      clocks: Array.from(stored, (time) => clockTimeText(time, timeUnits)),
    }),
    [stored, timeUnits],
  )
  const cellCount = meshes['2D']?.nodes ?? 0
  if (cellCount === 0) {
    return <p className="muted">This run&apos;s results file holds no 2D cells to draw.</p>
  }
  if (cellCount !== cells.quads.places) {
    return (
      <ErrorState
        title="The results do not fit the model's grid"
        message={`The results file has ${cellCount.toLocaleString('en')} cells and the model's grid ${cells.quads.places.toLocaleString('en')}: they belong to different revisions of the model.`}
      />
    )
  }
  return (
    <ResultsMapBody
      {...props}
      search={search}
      update={update}
      times={times.seconds}
      clocks={times.clocks}
      timeIndex={nearestStep(times.seconds, search.time)}
    />
  )
}

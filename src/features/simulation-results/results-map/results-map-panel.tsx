import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { modelQuery } from '@/api/models/queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { useCellQuads, type ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import { modelMapView } from '@/engine/model-network/model-extent'
import type { LonLatBounds } from '@/engine/model-network/model-extent'
import type { OpenedResultsFile } from '@/engine/results-file/results-file-service'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { clockTimeText, nearestStep, runSeconds } from '@/lib/results-file/output-time'
import { DownloadButton } from '../download-button'
import { MapSlot, useMapHost, type MapHost } from './map-host'
import { ResultsMapBody } from './results-map-body'
import { ResultsModelMap } from './results-model-map'
import { resultsMapSearch } from './results-map-search'
import { readStepAhead } from './use-map-values'
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
  const host = useMapHost()
  const bounds = useMapBounds(simulation.hydromodel_id, cells.data)
  const [full, setFull] = useState(false)
  useEffect(() => {
    if (!full) return
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFull(false)
    }
    document.addEventListener('keydown', leave)
    return () => document.removeEventListener('keydown', leave)
  }, [full])
  const fit = reader.status === 'open' && cells.data ? gridFit(reader.opened, cells.data) : null
  const mapShown = reader.status !== 'failed' && !cells.error && (fit === null || fit === 'fits')
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
        file={file}
        reader={reader}
        readerKey={`${simulation.id}:${file.id}`}
        cells={cells}
        fit={fit}
        host={host}
      />
      {mapShown
        ? createPortal(
            <ResultsModelMap
              label={`Results of ${simulation.name} on the map`}
              bounds={bounds}
              overlay={host.capture}
            />,
            host.element,
          )
        : null}
    </section>
  )
}

/** The grid's bounds once read; until then the model's extent, so the map can start. */
function useMapBounds(modelId: number, cells: ModelCellQuads | undefined): LonLatBounds | null {
  const model = useQuery(modelQuery(modelId))
  const grid = cells?.quads.bounds
  const bounds: LonLatBounds | null = grid
    ? [
        [grid[0], grid[1]],
        [grid[2], grid[3]],
      ]
    : model.data
      ? modelMapView(model.data, undefined).bounds
      : null
  const key = bounds?.flat().join(',') ?? ''
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same bounds keep their identity
  return useMemo(() => bounds, [key])
}

type GridFit = 'fits' | 'no-cells' | 'mismatch'

/** Whether the results file's 2D cells are the grid's. */
function gridFit(opened: OpenedResultsFile, cells: ModelCellQuads): GridFit {
  const cellCount = opened.layout.meshes['2D']?.nodes ?? 0
  if (cellCount === 0) return 'no-cells'
  return cellCount === cells.quads.places ? 'fits' : 'mismatch'
}

function OpenedMap({
  simulation,
  file,
  reader,
  readerKey,
  cells,
  fit,
  host,
}: {
  simulation: Simulation
  file: ResultFile
  reader: ReturnType<typeof useResultsReader>
  /** Names the results file for what is kept per file (a point's series, the level range). */
  readerKey: string
  cells: ReturnType<typeof useCellQuads>
  /** Whether the file's cells are the grid's, once both are read. */
  fit: GridFit | null
  host: MapHost
}) {
  if (reader.status === 'failed') {
    return (
      <ErrorState
        title="Could not read the results file"
        message={reader.message}
        onRetry={reader.reopen}
        retryLabel="Fetch it again with a fresh link"
        secondaryAction={<DownloadButton simulationId={simulation.id} file={file} />}
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
  if (reader.status === 'opening' || !cells.data || fit === null) {
    return (
      <div className="results-map__body">
        {reader.status === 'open' ? (
          <FirstStepAhead reader={reader.reader} opened={reader.opened} />
        ) : null}
        <div className="results-map__stage">
          <div className="results-map__map">
            <MapSlot host={host.element} />
            <p className="results-map__status" role="status">
              Reading the results file&apos;s header and the model&apos;s grid…
            </p>
          </div>
        </div>
      </div>
    )
  }
  return (
    <MatchedMap
      simulation={simulation}
      reader={reader.reader}
      readerKey={readerKey}
      opened={reader.opened}
      cells={cells.data}
      fit={fit}
      host={host}
      onReopen={reader.reopen}
    />
  )
}

/**
 * The file's output times as run seconds and clock times, and the step the URL's time is nearest
 * to: the step the map shows first, and the one read ahead of it.
 */
function useOpenedTimes(opened: OpenedResultsFile) {
  const [search, update] = useValidatedSearch(resultsMapSearch)
  const { times: stored, timeUnits } = opened.layout
  const times = useMemo(
    () => ({
      seconds: runSeconds(stored, timeUnits),
      clocks: Array.from(stored, (time) => clockTimeText(time, timeUnits)),
    }),
    [stored, timeUnits],
  )
  return { search, update, ...times, timeIndex: nearestStep(times.seconds, search.time) }
}

/**
 * Reads the step the map will show first while the grid is still read (the results worker and
 * the grid worker work side by side): the map finds it kept in the page when it asks.
 */
function FirstStepAhead({
  reader,
  opened,
}: {
  reader: ResultsFileReader
  opened: OpenedResultsFile
}) {
  const { search, timeIndex } = useOpenedTimes(opened)
  const quantity = search.view === 'depth' || search.view === 'level' ? search.view : null
  useEffect(() => {
    if (quantity) readStepAhead(reader, { kind: 'step', quantity, timeIndex })
  }, [reader, quantity, timeIndex])
  return null
}

function MatchedMap({
  fit,
  ...props
}: {
  simulation: Simulation
  reader: ResultsFileReader
  readerKey: string
  opened: OpenedResultsFile
  cells: ModelCellQuads
  fit: GridFit
  host: MapHost
  onReopen: () => void
}) {
  const { opened, cells } = props
  const { search, update, seconds, clocks, timeIndex } = useOpenedTimes(opened)
  if (fit === 'no-cells') {
    return <p className="muted">This run&apos;s results file holds no 2D cells to draw.</p>
  }
  if (fit === 'mismatch') {
    const cellCount = opened.layout.meshes['2D']?.nodes ?? 0
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
      times={seconds}
      clocks={clocks}
      timeIndex={timeIndex}
    />
  )
}

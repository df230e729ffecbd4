import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { modelQuery } from '@/api/models/queries'
import type { ResultFile } from '@/api/simulations/result-files-schema'
import type { Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { useCellQuads, type ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import { modelMapView, type LonLatBounds } from '@/engine/model-network/model-extent'
import type { ComparedFile } from './comparison/compared-run'
import { DrawnResults } from './drawn-results'
import { ResultsExport } from './export/results-export'
import { useMapHost } from './map-host'
import { MapNotDrawn } from './map-not-drawn'
import { mapState } from './map-state'
import { resultsMapSearch } from './results-map-search'
import { ResultsModelMap } from './results-model-map'
import { useModelOverlay } from './use-model-overlay'
import { useResultsReader } from './use-results-reader'
import './results-map.css'

export type ResultsMapProps = {
  id: string
  simulation: Simulation
  file: ResultFile
  aggregate: ResultFile | null
  download: ReactNode
}

/** The flood on the map: the run's results file drawn per 2D cell over the model's map. */
export function ResultsMap({ id, simulation, file, aggregate, download }: ResultsMapProps) {
  const reader = useResultsReader(simulation.id, file.id, aggregate?.id ?? null)
  const grid = useCellQuads(simulation.hydromodel_id)
  const host = useMapHost()
  const bounds = useMapBounds(simulation.hydromodel_id, grid.data)
  const epsg = useQuery(modelQuery(simulation.hydromodel_id)).data?.epsg ?? null
  const [full, setFull] = useFullWindow()
  const [search, update] = useValidatedSearch(resultsMapSearch)
  const chartShown = search.chart === 'shown'
  const model = useModelOverlay(simulation.hydromodel_id, search.layers, update)
  const state = mapState(reader, grid, `${simulation.id}:${file.id}`)
  const [compared, setCompared] = useState<ComparedFile | null>(null)
  const shownIndexRef = useRef<number | null>(null)
  return (
    <section
      id={id}
      className={full ? 'results-map results-map--full' : 'results-map'}
      data-chart={chartShown ? 'shown' : 'hidden'}
      aria-labelledby="results-map-heading"
    >
      <header className="results-map__header">
        <h2 id="results-map-heading">Water on the map</h2>
        <div className="results-map__actions">
          {state.kind === 'drawn' ? (
            <ResultsExport
              runId={simulation.id}
              runName={simulation.name}
              file={state.file}
              gridUrl={state.cells.gridUrl}
              compared={compared}
              shownIndexRef={shownIndexRef}
            />
          ) : null}
          {full && state.kind === 'drawn' ? (
            <Button
              onClick={() => update({ chart: chartShown ? 'hidden' : 'shown' })}
              aria-pressed={!chartShown}
            >
              {chartShown ? 'Hide chart' : 'Show chart'}
            </Button>
          ) : null}
          <Button onClick={() => setFull(!full)} aria-pressed={full}>
            {full ? 'Leave full window' : 'Full window'}
          </Button>
        </div>
      </header>
      {state.kind === 'drawn' ? (
        <DrawnResults
          simulation={simulation}
          file={state.file}
          cells={state.cells}
          host={host}
          model={model.overlay}
          waterInFrame={model.inFrame}
          compared={compared}
          onCompared={setCompared}
          shownIndexRef={shownIndexRef}
        />
      ) : (
        <MapNotDrawn state={state} host={host} download={download} />
      )}
      {state.kind === 'reading' || state.kind === 'drawn'
        ? createPortal(
            <ResultsModelMap
              label={`Results of ${simulation.name} on the map`}
              bounds={bounds}
              epsg={epsg}
              layers={model.mapInputs}
              onSourceFailure={model.onSourceFailure}
              onDrawnLayers={model.onDrawnLayers}
              overlay={host.capture}
            />,
            host.element,
          )
        : null}
    </section>
  )
}

function useFullWindow() {
  const [full, setFull] = useState(false)
  useEffect(() => {
    if (!full) return
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFull(false)
    }
    document.addEventListener('keydown', leave)
    return () => document.removeEventListener('keydown', leave)
  }, [full])
  return [full, setFull] as const
}

/** The grid's bounds once read; until then the model's extent, so the map can start. */
export function useMapBounds(
  modelId: number,
  cells: ModelCellQuads | undefined,
): LonLatBounds | null {
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

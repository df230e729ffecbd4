import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { modelQuery } from '@/api/models/queries'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { useCellQuads } from '@/components/map/cell-values/use-cell-quads'
import { useResultsLayers } from '@/components/map/cell-values/use-cell-values-layer'
import type { WorstCaseRecord } from '@/engine/results-file/kept-worst-cases'
import type { WorstCaseProduct } from '@/lib/flood-products/worst-case'
import { ColourLegend } from '../colour-legend'
import { MapSlot, useMapHost } from '../map-host'
import { viewClasses } from '../map-view-classes'
import { useMapBounds } from '../results-map'
import { ResultsModelMap } from '../results-model-map'
import { WaterOverlay } from '../water-overlay'
import { WorstCaseCell, type RunNames } from './worst-case-cell'
import { saveWorstCaseCsv } from './worst-case-csv'
import { worstCaseDrawn } from './worst-case-drawn'
import '../results-map.css'

const titles: Record<WorstCaseProduct, string> = {
  maximum: 'Highest maximum depth over the runs (m)',
  velocity: 'Highest flow velocity over the runs (m/s)',
  hazard: 'Highest hazard rating (FD2320) over the runs',
  arrival: 'Earliest arrival of the water over the runs (h after the start)',
}

const quantities: Record<WorstCaseProduct, string> = {
  maximum: 'maximum depth',
  velocity: 'maximum velocity',
  hazard: 'hazard',
  arrival: 'arrival',
}

const noLayers = [] as const
const ignore = () => {}

/** The worst case drawn per 2D cell over the model's map; a click names the run that gave it. */
export function WorstCaseMap(props: { modelId: number; record: WorstCaseRecord; names: RunNames }) {
  const { modelId, record, names } = props
  const { product } = record
  const grid = useCellQuads(modelId)
  const host = useMapHost()
  const bounds = useMapBounds(modelId, grid.data)
  const epsg = useQuery(modelQuery(modelId)).data?.epsg ?? null
  const layers = useResultsLayers()
  const [picked, setPicked] = useState<number | null>(null)
  const values = record.worst?.values ?? null
  const drawn = useMemo(() => (values ? worstCaseDrawn(product, values) : null), [product, values])
  const legend = viewClasses(product, null)
  return (
    <section className="results-map" aria-labelledby="worst-case-map-heading">
      <header className="results-map__header">
        <h2 id="worst-case-map-heading">Worst case on the map</h2>
      </header>
      {grid.error ? (
        <ErrorState
          title="The model’s grid could not be read"
          message={grid.error.message}
          onRetry={() => void grid.refetch()}
        />
      ) : null}
      <div className="results-map__stage">
        <div className="results-map__map">
          <MapSlot host={host.element} />
          {grid.isPending ? <LoadingState label="Reading the model’s grid…" /> : null}
          {host.map && grid.data && drawn ? (
            <WaterOverlay
              map={host.map}
              layers={layers}
              grid={grid.data}
              drawn={{
                cells: drawn.values,
                nodes: null,
                marks: drawn.marks,
                classes: legend.classes,
                quantity: quantities[product],
              }}
              points={[]}
              onPick={(point) => setPicked(point.mesh === '2D' ? point.place : null)}
              inFrame={false}
            />
          ) : null}
        </div>
        <div className="results-map__side">
          <ColourLegend
            title={titles[product]}
            classes={legend.classes}
            labels={legend.labels}
            notDrawnMark={legend.notDrawnMark}
            note="Click a cell to see which run gave its worst."
          />
          {picked !== null ? (
            <WorstCaseCell product={product} record={record} place={picked} names={names} />
          ) : null}
          {grid.data && record.worst ? (
            <Button onClick={() => grid.data && saveWorstCaseCsv(record, grid.data.quads, names)}>
              Download the cells (CSV)
            </Button>
          ) : null}
        </div>
      </div>
      {createPortal(
        <ResultsModelMap
          label="The worst case over the runs on the map"
          bounds={bounds}
          epsg={epsg}
          layers={noLayers}
          onSourceFailure={ignore}
          onDrawnLayers={ignore}
          overlay={host.capture}
        />,
        host.element,
      )}
    </section>
  )
}

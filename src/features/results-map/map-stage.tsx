import type { Map as MaplibreMap } from 'maplibre-gl'
import type { Simulation } from '@/api/simulations/schema'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import { LayerPanel } from '@/components/map/layer-panel'
import { ColourLegend } from './colour-legend'
import { MapSlot, type MapHost } from './map-host'
import type { OpenFile } from './map-state'
import { MapStatus } from './map-status'
import { NoValuesStatus, noValuesNote } from './no-values'
import { RunBreachLabels } from './run-breach-labels'
import {
  differenceTitle,
  differenceWords,
  runComparison,
  wetDryMarks,
} from './comparison/run-comparison'
import {
  isProductView,
  MAX_POINTS,
  pointKey,
  type MapPoint,
  type ResultsMapSearch,
} from './results-map-search'
import type { DrawnValues, ProductProgress } from './use-map-values'
import type { ModelOverlay } from './use-model-overlay'
import type { UrlStep } from './use-url-step'
import { useViewLegend } from './use-view-legend'
import type { WaterAtTime } from './use-water-at-time'
import { WaterOverlay } from './water-overlay'

function legendNote(
  view: ResultsMapSearch['view'],
  drawn: DrawnValues | null,
  hasNodes: boolean,
): string {
  const click = hasNodes
    ? 'Click a cell or a 1D node (a dot) to chart its water over the run.'
    : 'Click a cell to chart its water over the run.'
  if ((view !== 'maximum' && view !== 'difference') || !drawn?.source) return click
  const over =
    drawn.source === 'aggregate'
      ? 'The maximum is over every calculation step (the aggregate file).'
      : 'The maximum is over the output times: a peak between two of them is not seen.'
  return `${over} ${click}`
}

const quantities: Record<ResultsMapSearch['view'], string> = {
  depth: 'depth',
  level: 'level',
  maximum: 'maximum depth',
  difference: 'difference in maximum depth',
  velocity: 'maximum velocity',
  hazard: 'hazard',
  arrival: 'arrival',
  rise: 'rise',
  'wet-hours': 'wet',
}

function readingText(
  search: ResultsMapSearch,
  first: boolean,
  progress: ProductProgress | null,
): string {
  if (isProductView(search.view)) {
    const times = progress ? ` ${progress.done} of ${progress.total} output times` : ''
    return `Computing flood products…${times}`
  }
  if (search.view === 'maximum') return 'Reading every output time for the maximum depth…'
  if (search.view === 'difference') {
    return search.compare === null
      ? 'Choose the run to compare with above the map.'
      : 'Reading both runs for their maximum depths…'
  }
  return first ? 'Reading the first output time…' : 'Reading this output time…'
}

type Props = {
  simulation: Simulation
  file: OpenFile
  cells: ModelCellQuads
  host: MapHost
  url: UrlStep
  water: WaterAtTime
  model: ModelOverlay
  waterInFrame: boolean
}

function RunBreaches({
  map,
  simulation,
  compare,
}: {
  map: MaplibreMap | null
  simulation: Simulation
  compare: number | null
}) {
  const modelId = simulation.hydromodel_id
  if (compare === null)
    return <RunBreachLabels map={map} modelId={modelId} simulationId={simulation.id} run={null} />
  return (
    <>
      <RunBreachLabels map={map} modelId={modelId} simulationId={simulation.id} run="A" />
      <RunBreachLabels map={map} modelId={modelId} simulationId={compare} run="B" />
    </>
  )
}

export function MapStage(props: Props) {
  const { simulation, file, cells, host, water, model } = props
  const { search, update } = props.url
  const { values } = water
  const legend = useViewLegend(search.view, values.drawn?.values ?? null, file.key)
  const pick = (point: MapPoint) => {
    const key = pointKey(point)
    if (search.points.includes(key)) return
    update({ points: [...search.points, key].slice(-MAX_POINTS) })
  }
  const difference = search.view === 'difference'
  const comparison =
    difference && search.compare !== null
      ? runComparison(simulation.id, search.compare, search.reference)
      : null
  return (
    <div className="results-map__stage">
      <div className="results-map__map">
        <MapSlot host={host.element} />
        {host.map ? (
          <WaterOverlay
            map={host.map}
            layers={water.layers}
            grid={cells}
            drawn={{
              cells: values.drawn?.values ?? null,
              nodes: difference ? null : water.nodeValues,
              marks: values.drawn?.marks ?? null,
              classes: legend.classes,
              quantity: comparison ? differenceWords(comparison) : quantities[search.view],
            }}
            points={search.points}
            onPick={pick}
            inFrame={props.waterInFrame}
          />
        ) : null}
        <NoValuesStatus view={search.view} drawn={values.drawn} />
        <MapStatus
          reading={readingText(search, values.drawn === null, values.progress)}
          loading={values.loading}
          error={values.error}
          onRetry={values.retry}
          onReopen={file.reopen}
        />
      </div>
      <div className="results-map__side">
        <ColourLegend
          title={comparison ? differenceTitle(comparison) : legend.title}
          classes={legend.classes}
          labels={legend.labels}
          notDrawnMark={legend.notDrawnMark}
          marks={comparison ? wetDryMarks(comparison, values.drawn) : []}
          note={[
            noValuesNote(search.view, values.drawn),
            legendNote(search.view, values.drawn, cells.nodes !== null),
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <LayerPanel layers={model.layers} drawn={model.drawn} onToggle={model.onToggle} />
        <RunBreaches
          map={host.map}
          simulation={simulation}
          compare={difference ? search.compare : null}
        />
      </div>
    </div>
  )
}

import { lazy, Suspense, useDeferredValue, useState } from 'react'
import type { Simulation } from '@/api/simulations/schema'
import { ErrorState } from '@/components/error-state'
import type { UpdateSearch } from '@/components/hooks/use-validated-search'
import { LoadingState } from '@/components/loading-state'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import {
  useResultsLayers,
  type ResultsLayers,
} from '@/components/map/cell-values/use-cell-values-layer'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { ColourLegend, type LegendMark } from './colour-legend'
import { ComparedRun } from './compared-run'
import { MapSlot, type MapHost } from './map-host'
import { MapStatus } from './map-status'
import { MapViewChoice } from './map-view-choice'
import { NoValuesStatus, noValuesNote } from './no-values'
import type { PointQuantity } from './point-chart'
import {
  MAX_POINTS,
  pointKey,
  type MapPoint,
  type resultsMapSearch,
  type ResultsMapSearch,
  type ResultsMapView,
} from './results-map-search'
import { TimeControl, usePlayback } from './time-control'
import { useMapValues, type DrawnValues, type MapValuesRequest } from './use-map-values'
import { usePointSeries } from './use-point-series'
import { useShownTime } from './use-shown-time'
import { useViewLegend } from './use-view-legend'
import { WaterOverlay } from './water-overlay'

const PointChart = lazy(() =>
  import('./point-chart').then((module) => ({ default: module.PointChart })),
)

/** Steps read ahead while playing: the worker has them cached when their turn comes. */
const READ_AHEAD = 3

export type ResultsMapBodyProps = {
  simulation: Simulation
  reader: ResultsFileReader
  readerKey: string
  cells: ModelCellQuads
  /** The map the panel keeps through its states, and its place here. */
  host: MapHost
  onReopen: () => void
  search: ResultsMapSearch
  update: UpdateSearch<typeof resultsMapSearch>
  times: Float64Array
  clocks: (string | null)[]
  timeIndex: number
}

function requestOf(
  search: ResultsMapSearch,
  timeIndex: number,
  compared: ResultsFileReader | null,
): MapValuesRequest {
  if (search.view === 'maximum') return { kind: 'maximum' }
  if (search.view === 'difference') return { kind: 'difference', compared }
  return { kind: 'step', quantity: search.view, timeIndex }
}

export function ResultsMapBody(props: ResultsMapBodyProps) {
  const { simulation, reader, search, update, times, clocks } = props
  const [timeIndex, showIndex] = useShownTime(props.timeIndex, (index) =>
    update({ time: times[index] ?? 0 }, { replace: true }),
  )
  const layers = useResultsLayers()
  const [playing, setPlaying] = useState(false)
  const [speed, setSpeed] = useState(1)
  const [compared, setCompared] = useState<ResultsFileReader | null>(null)
  const timed = search.view === 'depth' || search.view === 'level'
  const readAhead = playing
    ? Array.from({ length: READ_AHEAD }, (_, ahead) => timeIndex + ahead + 1).filter(
        (index) => index < times.length,
      )
    : []
  const request = requestOf(search, timeIndex, compared)
  const values = useMapValues(reader, request, readAhead)
  // A comparison is of the cells' maximum depth: the 1D nodes are left out of it.
  const nodes = useMapValues(
    props.cells.nodes && request.kind !== 'difference' ? reader : null,
    request,
    readAhead,
    '1D',
  )
  // A kept step goes to the layers, and the page renders for it after their next frame, which
  // draws it (decision 0035, "A step's path"). A step not kept yet is asked for by that render.
  const toIndex = (index: number) => {
    const cellsKept = values.keptAt(index)
    if (cellsKept) layers.cells.setValues(cellsKept.values)
    const nodesKept = nodes.keptAt(index)
    if (nodesKept) layers.nodes.setValues(nodesKept.values)
    showIndex(index, cellsKept ? 'after-frame' : 'now')
  }
  usePlayback({
    count: times.length,
    index: timeIndex,
    onIndex: toIndex,
    playing: playing && timed,
    onPlaying: setPlaying,
    speed,
    ready: () => !values.loading,
  })

  return (
    <div className="results-map__body">
      <MapViewChoice view={search.view} onView={(view) => update({ view }, { flushSync: true })} />
      {search.view === 'difference' ? (
        <ComparedRun
          simulation={simulation}
          compare={search.compare}
          onCompare={(compare) => update({ compare }, { flushSync: true })}
          onReader={setCompared}
        />
      ) : null}
      <ResultsMapStage
        {...props}
        layers={layers}
        values={values}
        nodeValues={nodes.drawn?.values ?? null}
      />
      {timed ? (
        <TimeControl
          times={times}
          clockTimes={clocks}
          index={timeIndex}
          onIndex={toIndex}
          playing={playing}
          onPlaying={setPlaying}
          speed={speed}
          onSpeed={setSpeed}
        />
      ) : null}
      <PointSection {...props} timeIndex={timeIndex} onIndex={toIndex} />
    </div>
  )
}

/** What to click, and for a maximum, which steps it is the maximum of. */
function legendNote(view: ResultsMapView, drawn: DrawnValues | null, hasNodes: boolean): string {
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

function differenceMarks(drawn: DrawnValues | null): LegendMark[] {
  return [
    { label: `Became wet in B (${drawn?.becameWet ?? 0} cells)`, pattern: 'hatch-up' },
    { label: `Became dry in B (${drawn?.becameDry ?? 0} cells)`, pattern: 'hatch-down' },
  ]
}

/** The map with the drawn values, its reading status and its legend. */
function ResultsMapStage({
  cells,
  host,
  search,
  update,
  readerKey,
  onReopen,
  values,
  nodeValues,
  layers,
}: ResultsMapBodyProps & {
  layers: ResultsLayers
  values: ReturnType<typeof useMapValues>
  nodeValues: Float32Array | null
}) {
  const legend = useViewLegend(search.view, values.drawn?.values ?? null, readerKey)
  const pick = (point: MapPoint) => {
    const key = pointKey(point)
    if (search.points.includes(key)) return
    update({ points: [...search.points, key].slice(-MAX_POINTS) })
  }
  return (
    <div className="results-map__stage">
      <div className="results-map__map">
        <MapSlot host={host.element} />
        {host.map ? (
          <WaterOverlay
            map={host.map}
            layers={layers}
            grid={cells}
            cellValues={values.drawn?.values ?? null}
            nodeValues={search.view === 'difference' ? null : nodeValues}
            marks={values.drawn?.marks ?? null}
            classes={legend.classes}
            points={search.points}
            onPick={pick}
          />
        ) : null}
        <NoValuesStatus view={search.view} drawn={values.drawn} />
        <MapStatus
          reading={readingText(search, values.drawn === null)}
          loading={values.loading}
          error={values.error}
          onRetry={values.retry}
          onReopen={onReopen}
        />
      </div>
      <ColourLegend
        title={legend.title}
        classes={legend.classes}
        marks={search.view === 'difference' ? differenceMarks(values.drawn) : []}
        note={[
          noValuesNote(search.view, values.drawn),
          legendNote(search.view, values.drawn, cells.nodes !== null),
        ]
          .filter(Boolean)
          .join(' ')}
      />
    </div>
  )
}

/** The picked cells' level or depth over the run, its cursor on the map's time. */
function PointSection({
  simulation,
  reader,
  readerKey,
  search,
  update,
  times,
  timeIndex,
  cells,
  onIndex,
}: ResultsMapBodyProps & { onIndex: (index: number) => void }) {
  const [quantity, setQuantity] = useState<PointQuantity>('depth')
  // The chart's cursor follows after the map's frame: its render is not on a step's path.
  const cursorIndex = useDeferredValue(timeIndex)
  const series = usePointSeries(reader, readerKey, search.points, cells.quads.places)
  return (
    <Suspense fallback={<LoadingState label="Loading the chart…" />}>
      {series.error ? (
        <ErrorState title="Could not read a cell's values over the run" message={series.error} />
      ) : null}
      <PointChart
        times={times}
        points={series.points}
        quantity={quantity}
        onQuantity={setQuantity}
        cursorIndex={cursorIndex}
        onCursorIndex={onIndex}
        onRemovePoint={(key) => update({ points: search.points.filter((point) => point !== key) })}
        csvFileName={`simulation-${simulation.id}-points.csv`}
      />
    </Suspense>
  )
}

/** What is being read, in the words of the view: a maximum reads every output time. */
function readingText(search: ResultsMapSearch, first: boolean): string {
  if (search.view === 'maximum') return 'Reading every output time for the maximum depth…'
  if (search.view === 'difference') {
    return search.compare === null
      ? 'Choose the run to compare with above the map.'
      : 'Reading both runs for their maximum depths…'
  }
  return first ? 'Reading the first output time…' : 'Reading this output time…'
}

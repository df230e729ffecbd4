import { useEffect, type RefObject } from 'react'
import type { Simulation } from '@/api/simulations/schema'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import { ComparedRun, type ComparedFile } from './comparison/compared-run'
import type { MapHost } from './map-host'
import type { OpenFile } from './map-state'
import { MapStage } from './map-stage'
import { MapViewChoice } from './map-view-choice'
import { PointSection } from './point-chart/point-section'
import { SideView } from './side-view/side-view'
import { TimeControl } from './time-control'
import type { ModelOverlay } from './use-model-overlay'
import { useUrlStep } from './use-url-step'
import { usesWetDepth, WetDepthField } from './wet-depth-field'
import { isTimed, useWaterAtTime } from './use-water-at-time'

type Props = {
  simulation: Simulation
  file: OpenFile
  cells: ModelCellQuads
  host: MapHost
  model: ModelOverlay
  waterInFrame: boolean
  /** Run B while comparing: kept by the results map, whose export writes the difference too. */
  compared: ComparedFile | null
  onCompared: (compared: ComparedFile | null) => void
  /** The output time on the map, for the export: the URL's follows 0.4 s later. */
  shownIndexRef: RefObject<number | null>
}

export function DrawnResults(props: Props) {
  const { simulation, file, cells, host, model, waterInFrame, compared } = props
  const url = useUrlStep(file.opened)
  const { search, update } = url
  const water = useWaterAtTime(file.reader, cells.nodes !== null, url, compared?.reader ?? null)
  const { shownIndexRef } = props
  useEffect(() => {
    shownIndexRef.current = water.timeIndex
  }, [shownIndexRef, water.timeIndex])
  return (
    <div className="results-map__body">
      <MapViewChoice view={search.view} onView={(view) => update({ view }, { flushSync: true })} />
      {search.view === 'difference' ? (
        <ComparedRun
          simulation={simulation}
          compare={search.compare}
          onCompare={(compare) => update({ compare }, { flushSync: true })}
          onReader={props.onCompared}
        />
      ) : null}
      {usesWetDepth(search.view) ? (
        <WetDepthField wet={search.wet} onWet={(wet) => update({ wet }, { replace: true })} />
      ) : null}
      <MapStage
        simulation={simulation}
        file={file}
        cells={cells}
        host={host}
        url={url}
        water={water}
        model={model}
        waterInFrame={waterInFrame}
      />
      {isTimed(search.view) ? (
        <TimeControl
          times={url.seconds}
          clockTimes={url.clocks}
          index={water.timeIndex}
          onIndex={water.toIndex}
          playback={water.playback}
        />
      ) : null}
      <div className="results-map__chart">
        <PointSection
          simulationId={simulation.id}
          file={file}
          cells={cells}
          url={url}
          timeIndex={water.timeIndex}
          onIndex={water.toIndex}
          compared={compared}
        />
      </div>
      <SideView
        map={host.map}
        simulation={simulation}
        file={file}
        cells={cells}
        url={url}
        timeIndex={water.timeIndex}
        compared={search.view === 'difference' ? (compared?.reader ?? null) : null}
      />
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { useMemo, useState } from 'react'
import { modelQuery } from '@/api/models/queries'
import type { Simulation } from '@/api/simulations/schema'
import { Button } from '@/components/button'
import type { ModelCellQuads } from '@/components/map/cell-values/use-cell-quads'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { crsConverter } from '@/lib/crs/crs'
import { lineAcrossCells, lonLatAt } from '@/lib/side-view/line-across-cells'
import { lineOfParam, lineParam } from '@/lib/side-view/line-param'
import type { XY } from '@/lib/side-view/line-samples'
import type { OpenFile } from '../map-state'
import type { UrlStep } from '../use-url-step'
import { DrawingSurface } from './drawing-surface'
import { LineOverlay } from './line-overlay'
import { SideViewBody } from './side-view-body'
import { useDrawing, type Drawing } from './use-drawing'
import './side-view.css'

type Props = {
  map: MaplibreMap | null
  simulation: Simulation
  file: OpenFile
  cells: ModelCellQuads
  url: UrlStep
  timeIndex: number
  /** The compared run's reader while the view compares two runs. */
  compared: ResultsFileReader | null
}

function useLineAcross(line: readonly XY[], epsg: number | null, cells: ModelCellQuads) {
  return useMemo(() => {
    if (line.length < 2) return null
    try {
      return { across: lineAcrossCells(line, crsConverter({ epsg }), cells.quads), error: null }
    } catch (error) {
      return { across: null, error: error instanceof Error ? error.message : String(error) }
    }
  }, [line, epsg, cells.quads])
}

function DrawingButtons({ drawing, onClear }: { drawing: Drawing; onClear: (() => void) | null }) {
  if (drawing.drawing) {
    return (
      <>
        <Button onClick={drawing.finish} disabled={drawing.draft.length < 2}>
          Finish line
        </Button>
        <Button variant="ghost" onClick={drawing.cancel}>
          Cancel
        </Button>
      </>
    )
  }
  return (
    <>
      <Button onClick={drawing.start}>Side view</Button>
      {onClear ? (
        <Button variant="ghost" onClick={onClear}>
          Clear
        </Button>
      ) : null}
    </>
  )
}

/** Issue 40's side view: a line drawn on the results map, its cells' bottom and water charted. */
export function SideView(props: Props) {
  const { map, url, cells } = props
  const { search, update } = url
  const line = useMemo(() => lineOfParam(search.line), [search.line])
  const drawing = useDrawing((vertices) => update({ line: lineParam(vertices) }))
  const epsg = useQuery(modelQuery(props.simulation.hydromodel_id)).data?.epsg ?? null
  const across = useLineAcross(line, epsg, cells)
  const [marked, setMarked] = useState<number | null>(null)
  const markedAt = marked === null || !across?.across ? null : lonLatAt(across.across, marked)
  return (
    <section className="side-view" aria-label="Side view along a line">
      <div className="side-view__header">
        <h3 className="side-view__title">Side view along a line</h3>
        {map ? (
          <DrawingButtons
            drawing={drawing}
            onClear={line.length > 0 ? () => update({ line: '' }) : null}
          />
        ) : null}
      </div>
      {drawing.drawing ? (
        <p className="side-view__drawing" aria-live="polite">
          Click on the map to add points ({drawing.draft.length} so far); double click or press
          Enter to finish, Escape to cancel.
        </p>
      ) : (
        <SideViewBody
          simulationId={props.simulation.id}
          file={props.file}
          url={url}
          timeIndex={props.timeIndex}
          compared={props.compared}
          across={across}
          onMarked={setMarked}
        />
      )}
      {map && drawing.drawing ? (
        <>
          <DrawingSurface
            map={map}
            vertices={drawing.draft}
            onVertices={drawing.setDraft}
            onPointer={drawing.setPointer}
            onFinish={drawing.finish}
            onCancel={drawing.cancel}
          />
          <LineOverlay map={map} vertices={drawing.draft} marked={null} pointer={drawing.pointer} />
        </>
      ) : null}
      {map && !drawing.drawing && line.length > 1 ? (
        <LineOverlay map={map} vertices={line} marked={markedAt} pointer={null} />
      ) : null}
    </section>
  )
}

import { useState } from 'react'
import { saveBlob } from '@/api/transfer'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { cellFileOfGrid } from '@/engine/grid-tiles/grid-worker'
import type { OpenFile } from '../map-state'
import { resultsMapViewLabels } from '../results-map-search'
import { useUrlStep } from '../use-url-step'
import { isTimed } from '../use-water-at-time'
import { exportFileName } from './export-name'
import { viewUnits, viewValues } from './view-values'
import './results-export.css'

type Kind = 'geotiff' | 'geojson'
const kindNames: Record<Kind, string> = { geotiff: 'GeoTIFF', geojson: 'GeoJSON' }
const mediaTypes: Record<Kind, string> = {
  geotiff: 'image/tiff',
  geojson: 'application/geo+json',
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'writing'; file: Kind }
  | { kind: 'failed'; file: Kind; message: string }
  | { kind: 'saved'; name: string }

type Props = { runName: string; file: OpenFile; gridUrl: string }

/** The shown view as files for a GIS: written in the grid worker, saved by the browser. */
export function ResultsExport({ runName, file, gridUrl }: Props) {
  const { search, seconds, clocks, index } = useUrlStep(file.opened)
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const view = search.view
  const timed = isTimed(view)
  const write = async (kind: Kind) => {
    if (view === 'difference') return
    setState({ kind: 'writing', file: kind })
    try {
      const values = await viewValues(file.reader, view, index)
      const time = timed ? (clocks[index] ?? `${seconds[index] ?? 0} s after the start`) : null
      const meta = { view: resultsMapViewLabels[view], time, unit: viewUnits[view] }
      const written = await cellFileOfGrid(
        gridUrl,
        kind === 'geotiff' ? { kind, values } : { kind, values, meta },
      )
      if (!written.ok) throw new Error(written.message)
      const extension = kind === 'geotiff' ? 'tif' : 'geojson'
      const name = exportFileName(runName, view, timed ? (seconds[index] ?? 0) : null, extension)
      saveBlob(new Blob([written.bytes], { type: mediaTypes[kind] }), name)
      setState({ kind: 'saved', name })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      setState({ kind: 'failed', file: kind, message })
    }
  }
  const writing = state.kind === 'writing'
  const offered = view !== 'difference'
  return (
    <div className="results-export" role="group" aria-label="Export this view">
      <span className="results-export__label">Export</span>
      {(['geotiff', 'geojson'] as const).map((kind) => (
        <Button
          key={kind}
          disabled={!offered}
          busy={writing && state.file === kind}
          onClick={() => void write(kind)}
        >
          {kind === 'geotiff' ? 'GeoTIFF of this view' : 'GeoJSON of the cells'}
        </Button>
      ))}
      <ExportStatus state={state} offered={offered} onRetry={(kind) => void write(kind)} />
    </div>
  )
}

function ExportStatus(props: {
  state: ExportState
  offered: boolean
  onRetry: (kind: Kind) => void
}) {
  const { state } = props
  if (!props.offered) {
    return (
      <span className="results-export__status">
        A comparison is not exported: choose one run&apos;s view.
      </span>
    )
  }
  if (state.kind === 'failed') {
    return (
      <ActionError
        as="span"
        className="results-export__status"
        wayOut={<Button onClick={() => props.onRetry(state.file)}>Retry</Button>}
      >
        The {kindNames[state.file]} was not written: {state.message}
      </ActionError>
    )
  }
  return (
    <span className="results-export__status" role="status">
      {state.kind === 'writing' ? `Writing the ${kindNames[state.file]}…` : null}
      {state.kind === 'saved' ? `Saved ${state.name}` : null}
    </span>
  )
}

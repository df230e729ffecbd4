import { useState, type RefObject } from 'react'
import { saveBlob } from '@/api/transfer'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { cellFileOfGrid } from '@/engine/grid-tiles/grid-worker'
import type { ComparedFile } from '../comparison/compared-run'
import type { OpenFile } from '../map-state'
import { differenceTitle, runComparison } from '../comparison/run-comparison'
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

type Props = {
  runId: number
  runName: string
  file: OpenFile
  gridUrl: string
  /** Run B while comparing: the difference view is written from both runs. */
  compared: ComparedFile | null
  /** The output time on the map, which runs 0.4 s ahead of the URL's while stepping. */
  shownIndexRef?: RefObject<number | null>
}

/** The shown view as files for a GIS: written in the grid worker, saved by the browser. */
export function ResultsExport({ runId, runName, file, gridUrl, compared, shownIndexRef }: Props) {
  const { search, seconds, clocks, index: urlIndex } = useUrlStep(file.opened)
  const [state, setState] = useState<ExportState>({ kind: 'idle' })
  const view = search.view
  const timed = isTimed(view)
  const write = async (kind: Kind) => {
    setState({ kind: 'writing', file: kind })
    const index = shownIndexRef?.current ?? urlIndex
    try {
      const comparison = compared && { reader: compared.reader, reference: search.reference }
      const values = await viewValues(file.reader, view, index, comparison)
      const time = timed ? (clocks[index] ?? `${seconds[index] ?? 0} s after the start`) : null
      const pair = comparison && runComparison(runId, compared.id, search.reference)
      const label = pair ? differenceTitle(pair) : resultsMapViewLabels[view]
      const meta = { view: label, time, unit: viewUnits[view] }
      const written = await cellFileOfGrid(
        gridUrl,
        kind === 'geotiff' ? { kind, values } : { kind, values, meta },
      )
      if (!written.ok) throw new Error(written.message)
      const extension = kind === 'geotiff' ? 'tif' : 'geojson'
      const named = pair ? `run-${pair.latest}-minus-run-${pair.reference}` : view
      const name = exportFileName(runName, named, timed ? (seconds[index] ?? 0) : null, extension)
      saveBlob(new Blob([written.bytes], { type: mediaTypes[kind] }), name)
      setState({ kind: 'saved', name })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      setState({ kind: 'failed', file: kind, message })
    }
  }
  const writing = state.kind === 'writing'
  const offered = view !== 'difference' || compared !== null
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
        Choose the run to compare with, then export the difference.
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

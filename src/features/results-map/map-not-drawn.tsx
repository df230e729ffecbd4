import { useEffect, type ReactNode } from 'react'
import { ErrorState } from '@/components/error-state'
import { MapSlot, type MapHost } from './map-host'
import type { MapState, OpenFile } from './map-state'
import { UnreadFile } from './unread-file'
import { readStepAhead } from './use-map-values'
import { useUrlStep } from './use-url-step'

type Props = {
  state: Exclude<MapState, { kind: 'drawn' }>
  host: MapHost
  download: ReactNode
}

export function MapNotDrawn({ state, host, download }: Props) {
  switch (state.kind) {
    case 'file-failed':
      return (
        <UnreadFile title="Could not read the results file" failed={state} download={download} />
      )
    case 'grid-failed':
      return (
        <ErrorState
          title="Could not read the model's grid"
          message={state.message}
          onRetry={state.retry}
        />
      )
    case 'reading':
      return (
        <div className="results-map__body">
          {state.file ? <FirstStepAhead file={state.file} /> : null}
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
    case 'no-cells':
      return <p className="muted">This run&apos;s results file holds no 2D cells to draw.</p>
    case 'mismatch':
      return (
        <ErrorState
          title="The results do not fit the model's grid"
          message={`The results file has ${state.fileCells.toLocaleString('en')} cells and the model's grid ${state.gridCells.toLocaleString('en')}: they belong to different revisions of the model.`}
        />
      )
  }
}

/** Reads the first step shown while the grid is still read: the map finds it kept when it asks. */
function FirstStepAhead({ file: { reader, opened } }: { file: OpenFile }) {
  const { search, index } = useUrlStep(opened)
  const quantity = search.view === 'depth' || search.view === 'level' ? search.view : null
  useEffect(() => {
    if (quantity) readStepAhead(reader, { kind: 'step', quantity, timeIndex: index })
  }, [reader, quantity, index])
  return null
}

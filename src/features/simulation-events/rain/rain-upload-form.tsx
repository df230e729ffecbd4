import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '@/components/button'
import { formatBytes } from '@/lib/format-bytes'
import { SampleRainFiles } from './sample-rain-files'
import type { RainUploadState } from './use-rain-upload'

type Props = {
  state: RainUploadState
  onChoose: (file: File) => void
  onCancel: () => void
  onRetry: () => void
  onReset: () => void
}

/** Choose or drop one NetCDF4 file; shows the check, the upload's progress and its outcome. */
export function RainUploadForm({ state, onChoose, onCancel, onRetry, onReset }: Props) {
  const inputId = useId()
  const hintId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const busy = state.phase === 'checking' || state.phase === 'uploading'

  const take = (files: FileList | null) => {
    const file = files?.[0]
    if (file) onChoose(file)
    if (input.current) input.current.value = ''
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!busy) take(event.dataTransfer.files)
  }

  return (
    <div className="rain-upload">
      <div
        className={`drop-zone${dragging ? ' drop-zone--active' : ''}`}
        data-testid="rain-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className="field__label">
          Rain file (NetCDF4)
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".nc,.nc4,.netcdf,application/x-netcdf"
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => take(event.target.files)}
        />
        <p id={hintId} className="field__hint">
          Choose or drop a NetCDF4 file with a <code>time</code> dimension and a rain variable in
          mm/h, mm or m/s. It is checked here before anything is uploaded.
        </p>
      </div>
      <UploadStatus state={state} onCancel={onCancel} onRetry={onRetry} onReset={onReset} />
      <SampleRainFiles />
    </div>
  )
}

function UploadStatus({ state, onCancel, onRetry, onReset }: Omit<Props, 'onChoose'>) {
  switch (state.phase) {
    case 'idle':
      return null
    case 'checking':
      return <p aria-live="polite">Checking {state.file.name}…</p>
    case 'refused':
      return (
        <div className="state state--error" role="alert">
          <p className="state__title">{state.file.name} was not uploaded</p>
          <p className="state__description">{state.message}</p>
        </div>
      )
    case 'uploading': {
      const percent = state.fraction === null ? null : Math.round(state.fraction * 100)
      return (
        <div className="progress">
          <progress
            max={100}
            {...(percent === null ? {} : { value: percent })}
            aria-label={`Uploading ${state.file.name}`}
          />
          <p aria-live="polite">
            {percent === null
              ? `Uploading ${state.file.name} (${formatBytes(state.file.size)})…`
              : `Uploading ${state.file.name}: ${percent} % of ${formatBytes(state.file.size)}`}
          </p>
          <div>
            <Button onClick={onCancel}>Cancel upload</Button>
          </div>
        </div>
      )
    }
    case 'failed':
      return (
        <div className="state state--error" role="alert">
          <p className="state__title">The upload of {state.file.name} failed</p>
          <p className="state__description">{state.message}</p>
          <div className="state__actions">
            <Button variant="primary" onClick={onRetry}>
              Try again
            </Button>
            <Button onClick={onReset}>Choose another file</Button>
          </div>
        </div>
      )
    case 'cancelled':
      return (
        <div className="state state--empty" role="status">
          <p className="state__title">The upload of {state.file.name} was cancelled</p>
          <div className="state__actions">
            <Button variant="primary" onClick={onRetry}>
              Upload it again
            </Button>
            <Button onClick={onReset}>Choose another file</Button>
          </div>
        </div>
      )
  }
}

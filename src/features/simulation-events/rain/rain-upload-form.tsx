import { useId, useRef, useState, type DragEvent } from 'react'
import type { useFileUpload } from '@/workflows/uploads/use-file-upload'
import { UploadStatus } from '@/components/file-event/upload-status'
import { SampleRainFiles } from './sample-rain-files'

type Props = {
  upload: ReturnType<typeof useFileUpload>
  onChoose: (file: File) => void
}

export function RainUploadForm({ upload, onChoose }: Props) {
  const { state } = upload
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
      <UploadStatus
        state={state}
        onCancel={upload.cancel}
        onRetry={upload.retry}
        onReset={upload.reset}
      />
      <SampleRainFiles />
    </div>
  )
}

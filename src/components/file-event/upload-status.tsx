import type { UploadState } from '@/workflows/uploads/use-file-upload'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { formatBytes } from '@/lib/format-bytes'

type Props = {
  state: UploadState
  onCancel: () => void
  onRetry: () => void
  onReset?: () => void
  kept?: string
}

export function UploadStatus({ state, onCancel, onRetry, onReset, kept }: Props) {
  switch (state.phase) {
    case 'idle':
      return null
    case 'checking':
      return <p aria-live="polite">Checking {state.item.name}…</p>
    case 'refused':
      return (
        <ActionError as="div" className="state state--error">
          <p className="state__title">{state.item.name} was not uploaded</p>
          <p className="state__description">{state.message}</p>
        </ActionError>
      )
    case 'uploading':
      return (
        <UploadProgress
          name={state.item.name}
          size={state.item.content.size}
          fraction={state.fraction}
          onCancel={onCancel}
        />
      )
    case 'failed':
    case 'cancelled': {
      const failed = state.phase === 'failed'
      return (
        <div
          className={`state ${failed ? 'state--error' : 'state--empty'}`}
          role={failed ? 'alert' : 'status'}
        >
          <p className="state__title">
            The upload of {state.item.name} {failed ? 'failed' : 'was cancelled'}
          </p>
          {failed ? <p className="state__description">{state.message}</p> : null}
          {kept ? <p className="state__description">{kept}</p> : null}
          <div className="state__actions">
            <Button variant="primary" onClick={onRetry}>
              {failed ? 'Try again' : 'Upload it again'}
            </Button>
            {onReset ? <Button onClick={onReset}>Choose another file</Button> : null}
          </div>
        </div>
      )
    }
  }
}

function UploadProgress(props: {
  name: string
  size: number
  fraction: number | null
  onCancel: () => void
}) {
  const { name, size, fraction, onCancel } = props
  const percent = fraction === null ? null : Math.round(fraction * 100)
  return (
    <div className="progress">
      <progress
        max={100}
        {...(percent === null ? {} : { value: percent })}
        aria-label={`Uploading ${name}`}
      />
      <p aria-live="polite">
        {percent === null
          ? `Uploading ${name} (${formatBytes(size)})…`
          : `Uploading ${name}: ${percent} % of ${formatBytes(size)}`}
      </p>
      <div>
        <Button onClick={onCancel}>Cancel upload</Button>
      </div>
    </div>
  )
}

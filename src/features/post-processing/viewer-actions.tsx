import { usePostProcessingRequest } from '@/api/simulations/post-processing-queries'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'

/** For a run that finished before Basic was set up: the viewer does not start by itself. */
export function SendToViewer({
  simulationId,
  moreCanBeAdded,
}: {
  simulationId: number
  moreCanBeAdded: boolean
}) {
  return (
    <>
      <p>
        The run has finished: send the results to the viewer.
        {moreCanBeAdded
          ? ' Add Arrival time and Damage below first if you want them; nothing can be added once the results are sent.'
          : null}
      </p>
      <RequestButton
        simulationId={simulationId}
        kind="start"
        failed="The results were not sent"
        label="Send to the viewer"
      />
    </>
  )
}

/** After `archiving_failed`: start/retry/ sends the same results again. */
export function RetryViewer({ simulationId }: { simulationId: number }) {
  return (
    <RequestButton
      simulationId={simulationId}
      kind="retry"
      failed="The viewer was not retried"
      label="Send to the viewer again"
    />
  )
}

/** One body-less post-processing request: its button, and why it failed next to it. */
export function RequestButton({
  simulationId,
  kind,
  failed,
  label,
  disabled = false,
}: {
  simulationId: number
  kind: 'arrival' | 'start' | 'retry'
  failed: string
  label: string
  disabled?: boolean
}) {
  const request = usePostProcessingRequest(simulationId)
  return (
    <>
      {request.isError ? (
        <ActionError className="notice notice--error">
          {failed}: {request.error.message}
        </ActionError>
      ) : null}
      <Button
        variant="primary"
        disabled={disabled}
        busy={request.isPending}
        onClick={() => request.mutate({ kind })}
      >
        {label}
      </Button>
    </>
  )
}

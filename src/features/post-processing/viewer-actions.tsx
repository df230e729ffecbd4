import { usePostProcessingRequest } from '@/api/simulations/post-processing-queries'
import { Button } from '@/components/button'

/** For a run that finished before Basic was set up: the viewer does not start by itself. */
export function SendToViewer({
  simulationId,
  moreCanBeAdded,
}: {
  simulationId: number
  /** Whether Arrival time or Damage can still be requested, which sending ends. */
  moreCanBeAdded: boolean
}) {
  const request = usePostProcessingRequest(simulationId)
  return (
    <>
      <p>
        The run has finished: send the results to the viewer.
        {moreCanBeAdded
          ? ' Add Arrival time and Damage below first if you want them; nothing can be added once the results are sent.'
          : null}
      </p>
      {request.isError ? (
        <p className="notice notice--error" role="alert">
          The results were not sent: {request.error.message}
        </p>
      ) : null}
      <Button
        variant="primary"
        busy={request.isPending}
        onClick={() => request.mutate({ kind: 'start' })}
      >
        Send to the viewer
      </Button>
    </>
  )
}

/** After `archiving_failed`: start/retry/ sends the same results again. */
export function RetryViewer({ simulationId }: { simulationId: number }) {
  const request = usePostProcessingRequest(simulationId)
  return (
    <>
      {request.isError ? (
        <p className="notice notice--error" role="alert">
          The viewer was not retried: {request.error.message}
        </p>
      ) : null}
      <Button
        variant="primary"
        busy={request.isPending}
        onClick={() => request.mutate({ kind: 'retry' })}
      >
        Send to the viewer again
      </Button>
    </>
  )
}

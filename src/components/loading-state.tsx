import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useRetryNow } from '@/api/session-client'
import { useWaitedSeconds, WAIT_SHOWN_AFTER_SECONDS } from '@/components/hooks/use-waited-seconds'
import { Button } from './button'

/** Every request has its deadline too (docs/records/0001-client-side-retries.md "Deadlines"). */
export function LoadingState({
  label = 'Loading…',
  queryKeys,
  inline = false,
}: {
  label?: string
  /** A line above content that stays on screen (a list's last rows), not a box in its place. */
  inline?: boolean
  queryKeys?: readonly QueryKey[]
}) {
  const [attempt, setAttempt] = useState(0)
  const [stopped, setStopped] = useState(false)
  const waited = useWaitedSeconds(attempt)
  const retryNow = useRetryNow()
  const className = inline ? 'state-inline' : 'state state--loading'
  if (stopped && queryKeys) {
    return (
      <div className={className} role="status">
        <span>Stopped waiting. Try again to ask the server once more.</span>
        <QueryWaitActions
          queryKeys={queryKeys}
          onRetry={() => {
            setStopped(false)
            setAttempt((count) => count + 1)
          }}
        />
      </div>
    )
  }
  const showWait = waited >= WAIT_SHOWN_AFTER_SECONDS
  return (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
      {showWait ? (
        <span className="state__waited" aria-live="off">
          Waiting {waited} s
        </span>
      ) : null}
      {retryNow ? (
        <span className="state__waited" aria-live="off">
          Retrying ({retryNow.retry} of {retryNow.of})…
        </span>
      ) : null}
      {showWait && queryKeys ? (
        <QueryWaitActions
          queryKeys={queryKeys}
          onCancel={() => setStopped(true)}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
    </div>
  )
}

function QueryWaitActions({
  queryKeys,
  onCancel,
  onRetry,
}: {
  queryKeys: readonly QueryKey[]
  onCancel?: () => void
  onRetry: () => void
}) {
  const queryClient = useQueryClient()
  const cancel = () => {
    for (const queryKey of queryKeys) void queryClient.cancelQueries({ queryKey, exact: true })
    onCancel?.()
  }
  // A running request is cancelled first (cancelRefetch), so Try again is one new request.
  const retry = () => {
    for (const queryKey of queryKeys) void queryClient.refetchQueries({ queryKey, exact: true })
    onRetry()
  }
  return (
    <span className="state__wait-actions">
      {onCancel ? <Button onClick={cancel}>Cancel</Button> : null}
      <Button variant="primary" onClick={retry}>
        Try again
      </Button>
    </span>
  )
}

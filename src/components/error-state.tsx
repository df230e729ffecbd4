import type { ReactNode } from 'react'
import { Button } from './button'

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  secondaryAction,
}: {
  title?: string
  message: string
  onRetry?: () => void
  retryLabel?: string
  /** A second way out, e.g. a link back to a list. */
  secondaryAction?: ReactNode
}) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title}</p>
      <p className="state__description">{message}</p>
      {onRetry || secondaryAction ? (
        <div className="state__actions">
          {onRetry ? (
            <Button variant="primary" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          {secondaryAction}
        </div>
      ) : null}
    </div>
  )
}

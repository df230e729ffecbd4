import type { ReactNode } from 'react'
import { Button } from './button'

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  secondaryAction,
  children,
}: {
  /** `null` where the surrounding text already names what failed (a file's own row). */
  title?: string | null
  message: string
  onRetry?: () => void
  retryLabel?: string
  /** A second way out, e.g. a link back to a list. */
  secondaryAction?: ReactNode
  /** More about the failure, e.g. the server's reasons as a list. */
  children?: ReactNode
}) {
  return (
    <div className="state state--error" role="alert">
      {title === null ? null : <p className="state__title">{title}</p>}
      <p className="state__description">{message}</p>
      {children}
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

import type { ReactNode } from 'react'
import { isApiError } from '@/api/errors'
import { refusalText } from '@/api/refused-fields'
import { Button } from './button'
import { ActionError } from './action-error'

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  secondaryAction,
  children,
  error,
}: {
  /** `null` where the surrounding text already names what failed (a file's own row). */
  title?: string | null
  message: string
  onRetry?: () => void
  retryLabel?: string
  secondaryAction?: ReactNode
  children?: ReactNode
  error?: unknown
}) {
  return (
    <ActionError as="div" className="state state--error">
      {title === null ? null : <p className="state__title">{title}</p>}
      <p className="state__description">{message}</p>
      {children}
      <RefusedFields error={error} />
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
    </ActionError>
  )
}

/** The refused fields of an unexpected answer, so an operator can tell the server's owner. */
function RefusedFields({ error }: { error: unknown }) {
  if (!isApiError(error) || error.refusedFields.length === 0) return null
  return (
    <details className="state__details">
      <summary>Which fields the app could not read</summary>
      <ul>
        {error.refusedFields.map((field) => (
          <li key={field.path}>{refusalText(field)}</li>
        ))}
      </ul>
    </details>
  )
}

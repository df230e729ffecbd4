import { get } from 'react-hook-form'
import type { ReactNode } from 'react'

type Props = {
  message: ReactNode
  id?: string
  inline?: boolean
  /** Announced at once: for a problem that appears without the person submitting. */
  alert?: boolean
}

export function FieldError({ message, id, inline = false, alert = false }: Props) {
  if (message === null || message === undefined || message === '' || message === false) return null
  const Tag = inline ? 'span' : 'p'
  return (
    <Tag className="field__error" id={id} role={alert ? 'alert' : undefined}>
      {message}
    </Tag>
  )
}

export function FieldErrorList({
  label,
  messages,
  alert = false,
}: {
  label: string
  messages: readonly string[]
  alert?: boolean
}) {
  if (messages.length === 0) return null
  return (
    <ul className="field__error" aria-label={label} role={alert ? 'alert' : undefined}>
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}

/** The message of the form error at `path` (`rows.3.threshold`), if it has one. */
export function errorMessageAt(errors: unknown, path: string): string | undefined {
  const error: unknown = get(errors, path)
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined
  return typeof error.message === 'string' && error.message !== '' ? error.message : undefined
}

import { get } from 'react-hook-form'
import type { ReactNode } from 'react'

type Props = {
  /** What is wrong; nothing is shown without one. */
  message: ReactNode
  id?: string
  /** Inside a line of text or a table cell, where a paragraph cannot go. */
  inline?: boolean
  /** Announced at once: for a problem that appears without the person submitting. */
  alert?: boolean
}

/** The one look of a problem with a field (or a row of one): shown beside what it concerns. */
export function FieldError({ message, id, inline = false, alert = false }: Props) {
  if (message === null || message === undefined || message === '' || message === false) return null
  const Tag = inline ? 'span' : 'p'
  return (
    <Tag className="field__error" id={id} role={alert ? 'alert' : undefined}>
      {message}
    </Tag>
  )
}

/** Several problems of one thing as a list, named for screen readers. */
export function FieldErrorList({
  label,
  messages,
  alert = false,
}: {
  label: string
  messages: readonly string[]
  /** Announced at once: for problems that appear while the person types. */
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

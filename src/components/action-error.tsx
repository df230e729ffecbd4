import type { ReactNode } from 'react'

type Props = {
  children: ReactNode
  /** A way out beside the words, e.g. a Retry button. */
  wayOut?: ReactNode
  /** `span` inside a line or a table cell, where a paragraph cannot go. */
  as?: 'p' | 'div' | 'span' | 'ul' | 'section' | 'main'
  className?: string
  label?: string
}

/** The one element that announces a failure (role="alert"); the linter keeps it the only one. */
export function ActionError({ children, wayOut, as: Tag = 'p', className, label }: Props) {
  return (
    <Tag className={className} aria-label={label} role="alert">
      {children}
      {wayOut ? <> {wayOut}</> : null}
    </Tag>
  )
}

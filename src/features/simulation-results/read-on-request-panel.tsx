import { useState, type ReactNode } from 'react'
import { Button } from '@/components/button'

/** A panel whose content costs a download: `children` mount (and fetch) only once asked for. */
export function ReadOnRequestPanel({
  headingId,
  heading,
  description,
  openLabel,
  children,
}: {
  headingId: string
  heading: string
  description: string
  openLabel: string
  children: ReactNode
}) {
  const [opened, setOpened] = useState(false)
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {opened ? (
        children
      ) : (
        <>
          <p className="muted">{description}</p>
          <Button variant="primary" onClick={() => setOpened(true)}>
            {openLabel}
          </Button>
        </>
      )}
    </section>
  )
}

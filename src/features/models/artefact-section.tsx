import { useId, type ReactNode } from 'react'

export function ArtefactSection({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section className="artefact-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description ? <p className="muted">{description}</p> : null}
      {actions ? <div className="artefact-section__actions">{actions}</div> : null}
      {children}
    </section>
  )
}

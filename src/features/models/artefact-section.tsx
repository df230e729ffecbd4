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
      <div className="artefact-section__header">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {description ? <p className="models-muted">{description}</p> : null}
      {children}
    </section>
  )
}

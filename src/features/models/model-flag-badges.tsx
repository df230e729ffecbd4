import type { Model } from '@/api/models/schema'
import { modelFlags } from './model-flags'

/** Compact badges for the table; the explanation rides along for pointer and screen-reader users. */
export function ModelFlagBadges({ model }: { model: Model }) {
  const flags = modelFlags(model)
  if (flags.length === 0) return <span className="muted">None</span>
  return (
    <ul className="chip-list">
      {flags.map((flag) => (
        <li key={flag.key}>
          <span
            className={`badge ${flag.blocking ? 'badge--danger' : 'badge--warning'}`}
            title={flag.explanation}
          >
            {flag.label}
            <span className="visually-hidden">: {flag.explanation}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

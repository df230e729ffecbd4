import { useId } from 'react'
import { NO_BASEMAP } from '@/config/basemaps'
import type { BasemapChoiceState } from './use-basemap-choice'

/** Listed basemaps and the offline outline; nothing to choose when the list is empty. */
export function BasemapChoice({ choice }: { choice: BasemapChoiceState }) {
  const id = useId()
  if (choice.basemaps.length === 0) return null
  return (
    <div className="basemap-choice">
      <label htmlFor={id}>Background</label>
      <select id={id} value={choice.value} onChange={(event) => choice.choose(event.target.value)}>
        {choice.basemaps.map((basemap) => (
          <option key={basemap.id} value={basemap.id}>
            {basemap.kind === 'aerial' ? `Aerial: ${basemap.name}` : `Map: ${basemap.name}`}
          </option>
        ))}
        <option value={NO_BASEMAP}>None (offline outline)</option>
      </select>
    </div>
  )
}

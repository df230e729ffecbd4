import type { MapSearch } from './map-search'

export function BasemapChoice({
  value,
  onChange,
}: {
  value: MapSearch['basemap']
  onChange: (value: MapSearch['basemap']) => void
}) {
  return (
    <fieldset className="basemap-choice">
      <legend>Basemap</legend>
      <label>
        <input
          type="radio"
          name="basemap"
          checked={value === 'online'}
          onChange={() => onChange('online')}
        />
        Online basemap
      </label>
      <label>
        <input
          type="radio"
          name="basemap"
          checked={value === 'offline'}
          onChange={() => onChange('offline')}
        />
        Offline outline (no network)
      </label>
    </fieldset>
  )
}

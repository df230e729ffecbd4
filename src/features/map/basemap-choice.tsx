import type { MapSearch } from './map-search'

const BASEMAPS: readonly { value: MapSearch['basemap']; label: string }[] = [
  { value: 'online', label: 'Online basemap' },
  { value: 'offline', label: 'Offline outline (no network)' },
]

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
      {BASEMAPS.map((basemap) => (
        <label key={basemap.value}>
          <input
            type="radio"
            name="basemap"
            checked={value === basemap.value}
            onChange={() => onChange(basemap.value)}
          />
          {basemap.label}
        </label>
      ))}
    </fieldset>
  )
}

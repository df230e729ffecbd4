import { categoryNouns } from './map-categories'
import { formatLonLat } from './coordinates'
import { describeProperties, featureTitle } from './feature-properties'
import type { HoverInfo } from './use-map-pointer'

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function FeaturePopup({ hover }: { hover: HoverInfo }) {
  const rows = describeProperties(hover.properties)
  return (
    <div
      className="map-popup"
      role="tooltip"
      style={{
        left: hover.x,
        top: hover.y,
        transform: `translate(${hover.flipX ? 'calc(-100% - 12px)' : '12px'}, ${hover.flipY ? 'calc(-100% - 12px)' : '12px'})`,
      }}
    >
      <p className="map-popup__title">
        <span className="map-popup__category">{capitalise(categoryNouns[hover.category])}</span>{' '}
        {featureTitle(hover.properties)}
      </p>
      <dl className="map-popup__properties">
        {rows.map((row) => (
          <div key={row.key} className="map-popup__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export function CursorReadout({ cursor }: { cursor: [number, number] | null }) {
  return (
    <p className="map-cursor" aria-label="Pointer position (WGS 84)">
      {cursor ? formatLonLat(cursor[0], cursor[1]) : 'Move the pointer over the map'}
    </p>
  )
}

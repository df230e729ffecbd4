import { Button } from '@/components/button'
import { LegendSwatch } from '@/components/map/legend'
import { categoryLabels, type MapCategory } from '@/components/map/map-categories'
import type { LayerState, ModelLayer } from '@/components/map/use-map-sources'

function LayerStatus({ state, onRetry }: { state: LayerState; onRetry: () => void }) {
  switch (state.status) {
    case 'loading':
      return <span className="layer-panel__status">Loading…</span>
    case 'empty':
      return <span className="layer-panel__status">Empty: no features in this model</span>
    case 'error':
      return (
        <span className="layer-panel__status layer-panel__status--error" role="alert">
          Could not load: {state.message}{' '}
          <Button variant="ghost" onClick={onRetry}>
            Retry
          </Button>
        </span>
      )
    default:
      return null
  }
}

export function LayerPanel({
  layers,
  onToggle,
}: {
  layers: readonly ModelLayer[]
  onToggle: (category: MapCategory, on: boolean) => void
}) {
  // Top of the map first, as in a GIS layer list.
  const topFirst = [...layers].reverse()
  return (
    <fieldset className="layer-panel">
      <legend>Layers</legend>
      <ul className="layer-panel__list">
        {topFirst.map((layer) => (
          <li key={layer.category} className="layer-panel__item">
            <label className="layer-panel__toggle">
              <input
                type="checkbox"
                checked={layer.visible}
                onChange={(event) => onToggle(layer.category, event.target.checked)}
              />
              <LegendSwatch category={layer.category} />
              {categoryLabels[layer.category]}
            </label>
            <LayerStatus state={layer.state} onRetry={layer.retry} />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

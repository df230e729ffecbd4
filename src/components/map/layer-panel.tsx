import './map-panel.css'
import './layer-panel.css'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { LegendSwatch } from '@/components/map/legend'
import { gridProgressText } from '@/engine/grid-tiles/grid-progress'
import type { GridProgress } from '@/engine/grid-tiles/grid-tiles-api'
import { categoryLabels, type MapCategory } from '@/engine/map-style/map-categories'
import type { DrawnLayers } from '@/components/map/use-drawn-sources'
import type { ModelLayer } from '@/components/map/use-map-sources'

function preparingText(
  category: MapCategory,
  progress: GridProgress | undefined,
  loading: boolean,
) {
  if (category === 'cells' && loading) return gridProgressText(progress)
  const label = categoryLabels[category]
  return `Preparing ${label.charAt(0).toLowerCase()}${label.slice(1)}…`
}

function Preparing({
  category,
  progress,
  loading = false,
}: {
  category: MapCategory
  progress?: GridProgress
  loading?: boolean
}) {
  return (
    <span className="layer-panel__status" role="status">
      {preparingText(category, progress, loading)}
    </span>
  )
}

function LayerStatus({ layer, drawn }: { layer: ModelLayer; drawn: DrawnLayers | null }) {
  const { state, category } = layer
  switch (state.status) {
    case 'loading':
      return <Preparing category={category} progress={state.progress} loading />
    case 'ready':
      // From the tick until the running map has the data: the grid's tiles can take seconds.
      return drawn && layer.visible && drawn[category] !== state.url ? (
        <Preparing category={category} />
      ) : null
    case 'empty':
      return (
        <span className="layer-panel__status">
          {state.reason ?? 'Empty: no features in this model'}
        </span>
      )
    case 'error':
      return (
        <ActionError
          as="span"
          className="layer-panel__status layer-panel__status--error"
          wayOut={
            <Button variant="ghost" onClick={layer.retry}>
              Retry
            </Button>
          }
        >
          Could not load: {state.message}
        </ActionError>
      )
    default:
      return null
  }
}

export function LayerPanel({
  layers,
  drawn,
  onToggle,
}: {
  layers: readonly ModelLayer[]
  /** Null while no map runs (no WebGL, not started): then nothing is being drawn. */
  drawn: DrawnLayers | null
  onToggle: (category: MapCategory, on: boolean) => void
}) {
  // Top of the map first, as in a GIS layer list.
  const topFirst = [...layers].reverse()
  return (
    <fieldset className="map-panel layer-panel">
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
            <LayerStatus layer={layer} drawn={drawn} />
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

import type { Map as MaplibreMap } from 'maplibre-gl'
import { memo, type ReactNode } from 'react'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import type { LonLatBounds } from '@/engine/model-network/model-extent'

const NO_MODEL_LAYERS = [] as const

/**
 * The model's map under the water, rendered once by the panel (`useMapHost`): its props do not
 * change with the time, so a step change does not render it again (composing and comparing its
 * style is milliseconds a render). `bounds` and `overlay` must keep their identity between
 * renders; the overlay hands the map to the water, which the panel's body draws.
 */
export const ResultsModelMap = memo(function ResultsModelMap(props: {
  label: string
  bounds: LonLatBounds | null
  overlay: (map: MaplibreMap) => ReactNode
}) {
  return (
    <LazyModelMap
      label={props.label}
      layers={NO_MODEL_LAYERS}
      bounds={props.bounds}
      overlay={props.overlay}
    />
  )
})

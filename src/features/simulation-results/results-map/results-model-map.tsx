import type { Map as MaplibreMap } from 'maplibre-gl'
import { createContext, memo, useContext } from 'react'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import type { LonLatBounds } from '@/components/map/use-maplibre-map'
import { WaterOverlay, type WaterOverlayInput } from './water-overlay'

/** What the water overlay draws, handed past the model's map, which does not render for it. */
const WaterInput = createContext<WaterOverlayInput | null>(null)

function ConnectedWaterOverlay({ map }: { map: MaplibreMap }) {
  const input = useContext(WaterInput)
  return input ? <WaterOverlay map={map} {...input} /> : null
}

const drawWater = (map: MaplibreMap) => <ConnectedWaterOverlay map={map} />
const NO_MODEL_LAYERS = [] as const

/**
 * The model's map under the water: its props do not change with the time, so a step change
 * does not render it again (composing and comparing its style is milliseconds a render); only
 * the overlay, through the context, renders for the new values.
 */
const StillModelMap = memo(function StillModelMap(props: { label: string; bounds: LonLatBounds }) {
  return (
    <LazyModelMap
      label={props.label}
      layers={NO_MODEL_LAYERS}
      bounds={props.bounds}
      overlay={drawWater}
    />
  )
})

/** The results drawn over the model's map. `bounds` must keep its identity between renders. */
export function ResultsModelMap(props: {
  label: string
  bounds: LonLatBounds
  water: WaterOverlayInput
}) {
  return (
    <WaterInput.Provider value={props.water}>
      <StillModelMap label={props.label} bounds={props.bounds} />
    </WaterInput.Provider>
  )
}

import type { Map as MaplibreMap } from 'maplibre-gl'
import { memo, type ReactNode } from 'react'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import type { LonLatBounds } from '@/engine/model-network/model-extent'

const NO_MODEL_LAYERS = [] as const

// Memo: its props keep their identity, so a step change does not compose its style again.
export const ResultsModelMap = memo(function ResultsModelMap(props: {
  label: string
  bounds: LonLatBounds | null
  epsg: number | null
  overlay: (map: MaplibreMap) => ReactNode
}) {
  return (
    <LazyModelMap
      label={props.label}
      layers={NO_MODEL_LAYERS}
      bounds={props.bounds}
      epsg={props.epsg}
      overlay={props.overlay}
    />
  )
})

import type { Map as MaplibreMap } from 'maplibre-gl'
import { memo, type ReactNode } from 'react'
import { BasemapChoice } from '@/components/map/basemap-choice'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import { useBasemapChoice } from '@/components/map/use-basemap-choice'
import type { LonLatBounds } from '@/engine/model-network/model-extent'

const NO_MODEL_LAYERS = [] as const

// Memo: its props keep their identity, so a step change does not compose its style again.
export const ResultsModelMap = memo(function ResultsModelMap(props: {
  label: string
  bounds: LonLatBounds | null
  epsg: number | null
  overlay: (map: MaplibreMap) => ReactNode
}) {
  const basemap = useBasemapChoice('results')
  return (
    <LazyModelMap
      label={props.label}
      layers={NO_MODEL_LAYERS}
      bounds={props.bounds}
      epsg={props.epsg}
      overlay={props.overlay}
      basemap={basemap.chosen}
      basemapChoice={<BasemapChoice choice={basemap} />}
    />
  )
})

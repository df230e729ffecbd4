import type { Map as MaplibreMap } from 'maplibre-gl'
import { memo, type ReactNode } from 'react'
import { BasemapChoice } from '@/components/map/basemap-choice'
import { LazyModelMap } from '@/components/map/lazy-model-map'
import type { DrawnLayers } from '@/components/map/use-drawn-sources'
import type { SourceFailure } from '@/components/map/use-map-sources'
import type { ModelLayerInput } from '@/engine/map-style/map-style'
import { useBasemapChoice } from '@/components/map/use-basemap-choice'
import type { LonLatBounds } from '@/engine/model-network/model-extent'

// Memo: its props keep their identity, so a step change does not compose its style again.
export const ResultsModelMap = memo(function ResultsModelMap(props: {
  label: string
  bounds: LonLatBounds | null
  epsg: number | null
  layers: readonly ModelLayerInput[]
  onSourceFailure: (failure: SourceFailure) => void
  onDrawnLayers: (drawn: DrawnLayers | null) => void
  overlay: (map: MaplibreMap) => ReactNode
}) {
  const basemap = useBasemapChoice('results')
  return (
    <LazyModelMap
      label={props.label}
      layers={props.layers}
      bounds={props.bounds}
      epsg={props.epsg}
      onSourceFailure={props.onSourceFailure}
      onDrawnLayers={props.onDrawnLayers}
      overlay={props.overlay}
      basemap={basemap.chosen}
      basemapChoice={<BasemapChoice choice={basemap} />}
    />
  )
})

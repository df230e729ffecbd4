import maplibregl, { type Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent } from 'react'
import type { CellQuads } from '@/components/map/grid-tiles/cell-quads'
import { useCellValuesLayer } from '@/components/map/cell-values/use-cell-values-layer'
import { cellPlaceAt } from '@/components/map/grid-tiles/grid-worker'
import { quadMiddle } from '@/components/map/cell-values/quad-middle'
import type { ColourClasses } from '@/lib/results-file/colour-classes'
import { pointColour } from './charted-point'
import { placeLabel } from './use-point-series'

type Props = {
  map: MaplibreMap
  quads: CellQuads
  gridUrl: string
  values: Float32Array | null
  marks: Uint8Array | null
  classes: ColourClasses
  points: readonly number[]
  onPickPlace: (place: number) => void
}

/** Marks each charted cell with a dot in its line's colour. */
function usePointMarkers(map: MaplibreMap, quads: CellQuads, points: readonly number[]) {
  useEffect(() => {
    const markers = points.map((place, index) => {
      const element = document.createElement('div')
      element.className = 'results-map__point'
      element.style.background = pointColour(index)
      element.title = placeLabel(place)
      return new maplibregl.Marker({ element }).setLngLat(quadMiddle(quads, place)).addTo(map)
    })
    return () => markers.forEach((marker) => marker.remove())
  }, [map, quads, points])
}

/** The results drawn on the model's map: the cells' values, the charted cells, a click to pick. */
export function WaterOverlay({
  map,
  quads,
  gridUrl,
  values,
  marks,
  classes,
  points,
  onPickPlace,
}: Props) {
  useCellValuesLayer(map, { quads, values, classes, marks })
  usePointMarkers(map, quads, points)
  const picked = useEffectEvent((place: number) => onPickPlace(place))
  useEffect(() => {
    const onClick = (event: maplibregl.MapMouseEvent) => {
      void cellPlaceAt(gridUrl, event.lngLat.lng, event.lngLat.lat).then((result) => {
        if (result.ok && result.place !== null) picked(result.place)
      })
    }
    map.on('click', onClick)
    return () => {
      map.off('click', onClick)
    }
  }, [map, gridUrl])
  return null
}

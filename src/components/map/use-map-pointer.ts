import type { Position } from 'geojson'
import type { MapGeoJSONFeature, MapMouseEvent, Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent, useState } from 'react'
import {
  featureProperties,
  type FeatureProperties,
} from '@/engine/model-network/feature-properties'
import { featureTarget } from '@/engine/picking/feature-target'
import {
  HIT_TOLERANCE_PX,
  hitRank,
  nearestWithinTolerance,
  screenDistance,
} from '@/engine/picking/hit-tolerance'
import { categoryOfLayer, pickLayerId } from '@/engine/map-style/layer-specs'
import type { DrawnCategory, FeatureRef } from '@/engine/map-style/map-categories'
import type { PointerPicking } from './use-map-picking'

export type HoverInfo = {
  x: number
  y: number
  category: DrawnCategory
  properties: FeatureProperties
}

type Hit = { ref: FeatureRef | null; category: DrawnCategory; properties: FeatureProperties }

function toHit(feature: MapGeoJSONFeature): Hit | null {
  const category = categoryOfLayer(feature.layer.id)
  const properties = featureProperties.safeParse(feature.properties)
  if (!category || !properties.success) return null
  const ref = typeof feature.id === 'number' ? { category, id: feature.id } : null
  return { ref, category, properties: properties.data }
}

/** Points and lines within the tolerance first: a small marker is still hit from beside it. */
function firstHit(map: MaplibreMap, event: MapMouseEvent, categories: readonly DrawnCategory[]) {
  const layers = categories.map(pickLayerId).filter((id) => map.getLayer(id))
  if (layers.length === 0) return null
  const { x, y } = event.point
  const t = HIT_TOLERANCE_PX
  const around = map.queryRenderedFeatures(
    [
      [x - t, y - t],
      [x + t, y + t],
    ],
    { layers },
  )
  const project = (position: Position): [number, number] => {
    const pixel = map.project([position[0] ?? 0, position[1] ?? 0])
    return [pixel.x, pixel.y]
  }
  const nearest = nearestWithinTolerance(
    around,
    (feature) => screenDistance([x, y], feature.geometry, project),
    (feature) => hitRank(categoryOfLayer(feature.layer.id)),
  )
  const [under] = nearest ? [nearest] : map.queryRenderedFeatures(event.point, { layers })
  return under ? toHit(under) : null
}

function setHover(map: MaplibreMap, ref: FeatureRef | null, hover: boolean): void {
  const target = ref ? featureTarget(map, ref.category) : null
  if (ref && target) map.setFeatureState({ ...target, id: ref.id }, { hover })
}

/** The pointer is read once per frame, whatever the mouse rate. */
export function useMapPointer(
  map: MaplibreMap | null,
  hoverable: readonly DrawnCategory[],
  picking: PointerPicking | undefined,
): { hover: HoverInfo | null; cursor: [number, number] | null } {
  const [hover, setHoverInfo] = useState<HoverInfo | null>(null)
  const [cursor, setCursor] = useState<[number, number] | null>(null)

  const onFrame = useEffectEvent((target: MaplibreMap, event: MapMouseEvent, last: Hit | null) => {
    const hit = firstHit(target, event, hoverable)
    if (last?.ref?.id !== hit?.ref?.id || last?.category !== hit?.category) {
      setHover(target, last?.ref ?? null, false)
      setHover(target, hit?.ref ?? null, true)
    }
    const pickable = hit !== null && (picking?.categories ?? []).some((c) => c === hit.category)
    target.getCanvas().style.cursor = pickable ? 'pointer' : ''
    setCursor([event.lngLat.lng, event.lngLat.lat])
    setHoverInfo(hit ? { x: event.point.x, y: event.point.y, ...hit } : null)
    return hit
  })

  const onClick = useEffectEvent((target: MaplibreMap, event: MapMouseEvent) => {
    if (!picking) return
    const hit = firstHit(target, event, picking.categories)
    if (hit?.ref) picking.onPick({ ...hit.ref, properties: hit.properties })
  })

  useEffect(() => {
    if (!map) return
    let frame = 0
    let last: Hit | null = null
    const move = (event: MapMouseEvent) => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        last = onFrame(map, event, last)
      })
    }
    const leave = () => {
      cancelAnimationFrame(frame)
      setHover(map, last?.ref ?? null, false)
      last = null
      setHoverInfo(null)
      setCursor(null)
    }
    const click = (event: MapMouseEvent) => onClick(map, event)
    map.on('mousemove', move)
    map.on('mouseout', leave)
    map.on('click', click)
    return () => {
      cancelAnimationFrame(frame)
      map.off('mousemove', move)
      map.off('mouseout', leave)
      map.off('click', click)
    }
  }, [map])

  return { hover, cursor }
}

import type { MapMouseEvent, Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useEffectEvent, useState } from 'react'
import {
  boxCorners,
  boxFromPoints,
  isSelectingBox,
  renderedFeatureRefs,
  type ScreenBox,
  type ScreenPoint,
} from '@/engine/picking/box-select'
import { pickLayerId } from '@/engine/map-style/layer-specs'
import type { BoxPicking } from './use-map-picking'

function within(value: number, size: number): number {
  return Math.min(Math.max(value, 0), size)
}

/** maplibre's box zoom takes the same gesture, so it is off while box selection is on. */
export function useBoxSelect(
  map: MaplibreMap | null,
  picking: BoxPicking | undefined,
): ScreenBox | null {
  const [drawn, setDrawn] = useState<ScreenBox | null>(null)
  const enabled = picking !== undefined

  const finish = useEffectEvent((target: MaplibreMap, box: ScreenBox) => {
    if (!picking || !isSelectingBox(box)) return
    const layers = picking.categories.map(pickLayerId).filter((id) => target.getLayer(id))
    if (layers.length === 0) return
    const features = target.queryRenderedFeatures(boxCorners(box), { layers })
    picking.onBox(renderedFeatureRefs(features))
  })

  useEffect(() => {
    if (!map || !enabled) return
    map.boxZoom.disable()
    let start: ScreenPoint | null = null
    const pointOf = (event: MouseEvent): ScreenPoint => {
      const canvas = map.getCanvas().getBoundingClientRect()
      return [
        within(event.clientX - canvas.left, canvas.width),
        within(event.clientY - canvas.top, canvas.height),
      ]
    }
    const move = (event: MouseEvent) => {
      if (start) setDrawn(boxFromPoints(start, pointOf(event)))
    }
    const stop = () => {
      start = null
      setDrawn(null)
      document.removeEventListener('mousemove', move)
      document.removeEventListener('mouseup', up)
    }
    function up(event: MouseEvent) {
      const box = start ? boxFromPoints(start, pointOf(event)) : null
      stop()
      if (box && map) finish(map, box)
    }
    const down = (event: MapMouseEvent) => {
      const pointer = event.originalEvent
      if (!pointer.shiftKey || pointer.button !== 0) return
      // The map's default would pan; the page's would select text.
      event.preventDefault()
      pointer.preventDefault()
      start = [event.point.x, event.point.y]
      document.addEventListener('mousemove', move)
      document.addEventListener('mouseup', up)
    }
    map.on('mousedown', down)
    return () => {
      map.off('mousedown', down)
      stop()
      map.boxZoom.enable()
    }
  }, [map, enabled])

  return drawn
}

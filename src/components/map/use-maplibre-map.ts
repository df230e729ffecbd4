import maplibregl, { type Map as MaplibreMap, type StyleSpecification } from 'maplibre-gl'
import { useEffect, useEffectEvent, useState, type RefObject } from 'react'
import { registerGridProtocol } from '@/engine/grid-tiles/grid-protocol'
import { declareStyle } from '@/engine/map-style/declared-style'
import type { LonLatBounds } from '@/engine/model-network/model-extent'

const fallbackView = { center: [5.3, 52.2] as [number, number], zoom: 6.5 }

type MapStart = {
  style: StyleSpecification
  bounds: LonLatBounds | null
  /** maplibre says "Map", which repeats when a page has two maps. */
  title?: string
}

/** A failure to create it (no WebGL context) throws into the nearest error boundary. */
export function useMaplibreMap(
  container: RefObject<HTMLDivElement | null>,
  start: () => MapStart,
): MaplibreMap | null {
  const [map, setMap] = useState<MaplibreMap | null>(null)
  const readStart = useEffectEvent(start)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const { style, bounds, title } = readStart()
    // Before the first style: a grid layer's tiles come from our worker through this protocol.
    registerGridProtocol()
    const instance = new maplibregl.Map({
      container: element,
      style,
      ...(bounds ? { bounds, fitBoundsOptions: { padding: 32 } } : fallbackView),
      attributionControl: { compact: true },
      ...(title ? { locale: { 'Map.Title': title } } : {}),
      // A model map is a plan view: no rotation or pitch to get lost in.
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
    })
    declareStyle(instance, style)
    instance.touchZoomRotate.disableRotation()
    instance.keyboard.disableRotation()
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right')
    instance.addControl(
      new maplibregl.ScaleControl({ unit: 'metric', maxWidth: 140 }),
      'bottom-left',
    )
    instance.once('style.load', () => setMap(instance))
    return () => {
      setMap(null)
      instance.remove()
    }
  }, [container])

  return map
}

export function useFitToBounds(map: MaplibreMap | null, bounds: LonLatBounds | null): void {
  const key = bounds ? bounds.flat().join(',') : ''
  const fit = useEffectEvent((target: MaplibreMap) => {
    if (bounds) target.fitBounds(bounds, { padding: 32, animate: false })
  })
  useEffect(() => {
    if (map && key) fit(map)
  }, [map, key])
}

export function useFocusPoint(map: MaplibreMap | null, focus: [number, number] | null): void {
  const key = focus ? focus.join(',') : ''
  const bringIntoView = useEffectEvent((target: MaplibreMap) => {
    if (focus && !target.getBounds().contains(focus)) target.easeTo({ center: focus })
  })
  useEffect(() => {
    if (map && key) bringIntoView(map)
  }, [map, key])
}

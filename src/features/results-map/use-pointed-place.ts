import type { Map as MaplibreMap, MapMouseEvent } from 'maplibre-gl'
import { useEffect, useEffectEvent, useState } from 'react'
import type { MapPoint } from './results-map-search'

export type LocatePoint = (event: MapMouseEvent) => Promise<MapPoint | null>

/** The cell or node under the pointer, looked up at most once a frame; a late answer is dropped. */
export function usePointedPlace(map: MaplibreMap, locate: LocatePoint): MapPoint | null {
  const [pointed, setPointed] = useState<MapPoint | null>(null)
  const find = useEffectEvent(locate)
  useEffect(() => {
    let latest: MapMouseEvent | null = null
    let frame = 0
    let asked = 0
    const lookUp = () => {
      frame = 0
      if (!latest) return
      const question = (asked += 1)
      void find(latest).then((point) => {
        if (question === asked) setPointed(point)
      })
    }
    const onMove = (event: MapMouseEvent) => {
      latest = event
      if (frame === 0) frame = requestAnimationFrame(lookUp)
    }
    const onLeave = () => {
      latest = null
      asked += 1
      setPointed(null)
    }
    map.on('mousemove', onMove)
    map.on('mouseout', onLeave)
    return () => {
      cancelAnimationFrame(frame)
      map.off('mousemove', onMove)
      map.off('mouseout', onLeave)
    }
  }, [map])
  return pointed
}

import type { Map as MaplibreMap } from 'maplibre-gl'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

// One maplibre map kept through the panel's states: it starts while file and grid are read (0035).
export type MapHost = {
  element: HTMLDivElement
  map: MaplibreMap | null
  capture: (map: MaplibreMap) => ReactNode
}

function MapCapture({
  map,
  onMap,
}: {
  map: MaplibreMap
  onMap: (map: MaplibreMap | null) => void
}) {
  useEffect(() => {
    onMap(map)
    return () => onMap(null)
  }, [map, onMap])
  return null
}

export function useMapHost(): MapHost {
  const [element] = useState(() => {
    const host = document.createElement('div')
    host.className = 'results-map__host'
    return host
  })
  const [map, setMap] = useState<MaplibreMap | null>(null)
  const capture = useCallback(
    (instance: MaplibreMap) => <MapCapture map={instance} onMap={setMap} />,
    [],
  )
  return { element, map, capture }
}

export function MapSlot({ host }: { host: HTMLDivElement }) {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const place = slot.current
    if (!place) return
    place.appendChild(host)
    return () => {
      // The next state's slot may have taken it already.
      if (host.parentElement === place) host.remove()
    }
  }, [host])
  return <div ref={slot} className="results-map__slot" />
}

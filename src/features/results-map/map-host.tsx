import type { Map as MaplibreMap } from 'maplibre-gl'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

/**
 * The results map's one maplibre map, kept through the panel's states (decision 0035, "The
 * map starts at once"): the panel renders it, through a portal, into an element of its own, and
 * the slot of the state on screen (reading, then the drawn results) takes that element into its
 * place. The map so starts while the grid and the file's header are read, and is not made again
 * when they are.
 */
export type MapHost = {
  element: HTMLDivElement
  /** The map once its style has loaded: what the water overlay draws on. */
  map: MaplibreMap | null
  /** The model map's `overlay`: hands the map out. */
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

/** Where the kept map shows in a state's layout. */
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

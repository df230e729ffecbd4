import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect, useState } from 'react'

/** A number that changes whenever the map's view does, so pixels projected from it are redrawn. */
export function useMapMoves(map: MaplibreMap): number {
  const [moves, setMoves] = useState(0)
  useEffect(() => {
    const moved = () => setMoves((count) => count + 1)
    map.on('move', moved)
    map.on('resize', moved)
    return () => {
      map.off('move', moved)
      map.off('resize', moved)
    }
  }, [map])
  return moves
}

import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl'

/** Kept per map, not per hook: the map is made with its first style before any hook diffs it. */
const declaredStyles = new WeakMap<MaplibreMap, StyleSpecification>()

export function declaredStyleOf(map: MaplibreMap): StyleSpecification | null {
  return declaredStyles.get(map) ?? null
}

export function declareStyle(map: MaplibreMap, style: StyleSpecification): void {
  declaredStyles.set(map, style)
}

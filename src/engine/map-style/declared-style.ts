import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl'

/**
 * The style each map was last given, from its creation on: what `keepLoadedSources` compares the
 * next one with. Kept per map, not per hook, because the map is made with its first style before
 * any hook diffs it: a source that map loaded before the first diff is then known as ours too.
 */
const declaredStyles = new WeakMap<MaplibreMap, StyleSpecification>()

export function declaredStyleOf(map: MaplibreMap): StyleSpecification | null {
  return declaredStyles.get(map) ?? null
}

export function declareStyle(map: MaplibreMap, style: StyleSpecification): void {
  declaredStyles.set(map, style)
}

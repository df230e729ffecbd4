import type { SourceSpecification, StyleSpecification } from 'maplibre-gl'

function sameSpec(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** A GeoJSON source read from a URL that the map has loaded: maplibre now holds its data. */
function loadedFromUrl(
  held: SourceSpecification | undefined,
  declared: SourceSpecification,
): held is SourceSpecification & { type: 'geojson' } {
  if (held?.type !== 'geojson' || declared.type !== 'geojson') return false
  if (typeof declared.data !== 'string' || typeof held.data !== 'object') return false
  const { data: _heldData, ...heldRest } = held
  const { data: _declaredData, ...declaredRest } = declared
  return sameSpec(heldRest, declaredRest)
}

/**
 * The style to diff against the map's: `next`, where a GeoJSON source declared from a URL as it
 * was last time is the map's own loaded source. Once maplibre has read a URL source it holds the
 * data instead of the URL (`GeoJSONSource.serialize`), so its diff sees every such source as
 * changed and loads it again: the basemap and each model layer, at every layer toggle or source
 * added. `declaredBefore` is the style last given to the map, `held` the map's serialised style.
 */
export function keepLoadedSources(
  declaredBefore: StyleSpecification | null,
  held: StyleSpecification | undefined,
  next: StyleSpecification,
): StyleSpecification {
  if (!declaredBefore || !held) return next
  let sources: StyleSpecification['sources'] | null = null
  for (const [id, declared] of Object.entries(next.sources)) {
    const before = declaredBefore.sources[id]
    const heldSource = held.sources[id]
    if (!before || !sameSpec(before, declared) || !loadedFromUrl(heldSource, declared)) continue
    sources ??= { ...next.sources }
    sources[id] = heldSource
  }
  return sources ? { ...next, sources } : next
}

import type { SourceSpecification, StyleSpecification } from 'maplibre-gl'

function sameSpec(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

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

/** maplibre keeps a loaded URL source's data, not its URL: its diff would reload every one. */
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

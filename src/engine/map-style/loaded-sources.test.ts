import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { keepLoadedSources } from './loaded-sources'

const loadedData = { type: 'FeatureCollection' as const, features: [] }

function style(sources: StyleSpecification['sources']): StyleSpecification {
  return { version: 8, sources, layers: [] }
}

const declared = style({
  outline: { type: 'geojson', data: '/outline.geojson' },
  channels: { type: 'geojson', data: 'https://store.test/channels.json', promoteId: 'id' },
})

/** What maplibre serialises once both URLs are read: the data in place of the URL. */
const held = style({
  outline: { type: 'geojson', data: loadedData },
  channels: { type: 'geojson', data: loadedData, promoteId: 'id' },
})

describe('keepLoadedSources', () => {
  it("keeps the map's loaded source where the URL source is declared as before", () => {
    const next = style({ ...declared.sources, cells: { type: 'vector', tiles: ['grid://{z}'] } })
    const kept = keepLoadedSources(declared, held, next)
    expect(kept.sources['outline']).toBe(held.sources['outline'])
    expect(kept.sources['channels']).toBe(held.sources['channels'])
    expect(kept.sources['cells']).toEqual(next.sources['cells'])
  })

  it('gives the new URL where the declaration changed, so the map loads it', () => {
    const next = style({
      ...declared.sources,
      channels: { type: 'geojson', data: 'https://store.test/channels.json?v=2', promoteId: 'id' },
    })
    const kept = keepLoadedSources(declared, held, next)
    expect(kept.sources['channels']).toEqual(next.sources['channels'])
    expect(kept.sources['outline']).toBe(held.sources['outline'])
  })

  it('leaves a source alone while the map still loads it, or holds it with other options', () => {
    const loading = style({
      ...held.sources,
      outline: { type: 'geojson', data: '/outline.geojson' },
    })
    expect(keepLoadedSources(declared, loading, declared).sources['outline']).toEqual(
      declared.sources['outline'],
    )
    const otherOptions = style({
      ...held.sources,
      channels: { type: 'geojson', data: loadedData, promoteId: 'code' },
    })
    expect(keepLoadedSources(declared, otherOptions, declared).sources['channels']).toEqual(
      declared.sources['channels'],
    )
  })

  it('changes nothing on a first style or a map without one', () => {
    expect(keepLoadedSources(null, held, declared)).toBe(declared)
    expect(keepLoadedSources(declared, undefined, declared)).toBe(declared)
  })

  it('never stands in for a source declared with its data', () => {
    const inline = style({ nodes: { type: 'geojson', data: loadedData } })
    const heldInline = style({ nodes: { type: 'geojson', data: loadedData } })
    expect(keepLoadedSources(inline, heldInline, inline)).toBe(inline)
  })
})

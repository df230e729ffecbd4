import { renderHook } from '@testing-library/react'
import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { declareStyle } from '@/engine/map-style/declared-style'
import { useStyleSync } from './use-style-sync'

type Transform = (
  held: StyleSpecification | undefined,
  next: StyleSpecification,
) => StyleSpecification

/** A map as far as the style sync uses it: the last style and transform it was given. */
function fakeMap() {
  const given: { style?: StyleSpecification; transform?: Transform } = {}
  const map = {
    setStyle: (style: StyleSpecification, options: { transformStyle: Transform }) => {
      given.style = style
      given.transform = options.transformStyle
    },
  }
  return { map: map as unknown as MaplibreMap, given }
}

const context = { type: 'geojson' as const, data: '/basemap/context.geojson' }
const made: StyleSpecification = { version: 8, sources: { context }, layers: [] }
const loaded = {
  type: 'geojson' as const,
  data: { type: 'FeatureCollection' as const, features: [] },
}

describe('the style sync', () => {
  it('keeps a source the map loaded with the style it was made with, before the first diff', () => {
    const { map, given } = fakeMap()
    // As useMaplibreMap: the map is made with its first style, which loads before any diff.
    declareStyle(map, made)
    const withLayer: StyleSpecification = {
      ...made,
      sources: { ...made.sources, levees: { type: 'geojson', data: '/levees.json' } },
    }
    renderHook(() => useStyleSync(map, withLayer))
    const held: StyleSpecification = { ...made, sources: { context: loaded } }
    const diffed = given.transform?.(held, withLayer)
    expect(diffed?.sources['context']).toBe(loaded)
    expect(diffed?.sources['levees']).toEqual(withLayer.sources['levees'])
  })

  it('loads every source of a map made without a declared style', () => {
    const { map, given } = fakeMap()
    renderHook(() => useStyleSync(map, made))
    const held: StyleSpecification = { ...made, sources: { context: loaded } }
    expect(given.transform?.(held, made).sources['context']).toEqual(context)
  })
})

import { describe, expect, it } from 'vitest'
import {
  buildCategoryLayers,
  buildSource,
  categoryOfLayer,
  pickLayerId,
  sourceId,
} from './layer-specs'
import { drawnCategories } from './map-categories'

describe('buildSource', () => {
  it('hands maplibre the URL, never the data, and promotes the feature key', () => {
    const source = buildSource('channels', 'https://store.test/channels.json')
    expect(source).toEqual({
      type: 'geojson',
      data: 'https://store.test/channels.json',
      promoteId: 'id',
    })
  })

  it('keeps short structures whole: simplified, a 6 m weir vanishes at a regional zoom', () => {
    for (const category of ['weirs', 'orifices', 'culverts'] as const) {
      expect(buildSource(category, 'https://store.test/s.json')).toMatchObject({ tolerance: 0 })
    }
    expect(buildSource('channels', 'https://store.test/c.json')).not.toHaveProperty('tolerance')
  })

  it('keys breaches by content_pk, the potential breach connected point', () => {
    expect(buildSource('breaches', 'https://store.test/b.json').promoteId).toBe('content_pk')
  })
})

describe('buildCategoryLayers', () => {
  it.each(drawnCategories)('draws %s from its own source with a pickable layer', (category) => {
    const layers = buildCategoryLayers(category, true)
    expect(layers.length).toBeGreaterThanOrEqual(1)
    for (const layer of layers) {
      expect(layer).toHaveProperty('source', sourceId(category))
      expect(layer.id.startsWith(pickLayerId(category))).toBe(true)
    }
    expect(layers.map((layer) => layer.id)).toContain(pickLayerId(category))
  })

  it.each(drawnCategories)('highlights %s through feature-state', (category) => {
    const text = JSON.stringify(buildCategoryLayers(category, true))
    expect(text).toContain('"feature-state","hover"')
    expect(text).toContain('"feature-state","selected"')
  })

  it('hides every layer of a category that is switched off', () => {
    for (const category of drawnCategories) {
      const visibility = buildCategoryLayers(category, false).map((l) => l.layout?.visibility)
      expect(new Set(visibility)).toEqual(new Set(['none']))
    }
  })

  it('draws cells as a grid outline and breaches as markers above a halo', () => {
    // One layer: the fill is the pointer target and draws the grid as its own outline.
    const [cells, ...more] = buildCategoryLayers('cells', true)
    expect(more).toEqual([])
    expect(cells).toMatchObject({
      type: 'fill',
      paint: { 'fill-outline-color': 'rgba(107, 119, 133, 0.45)' },
    })
    expect(buildCategoryLayers('breaches', true).map((layer) => layer.type)).toEqual([
      'circle',
      'circle',
      'circle',
    ])
    expect(buildCategoryLayers('levees', true).map((layer) => layer.type)).toEqual(['line', 'line'])
  })

  it('gives every category distinct layer ids', () => {
    const ids = drawnCategories.flatMap((c) => buildCategoryLayers(c, true).map((l) => l.id))
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('categoryOfLayer', () => {
  it('finds the category of a pickable layer and nothing else', () => {
    for (const category of drawnCategories) {
      expect(categoryOfLayer(pickLayerId(category))).toBe(category)
    }
    expect(categoryOfLayer('model-weirs-halo')).toBeNull()
    expect(categoryOfLayer('basemap-land')).toBeNull()
  })
})

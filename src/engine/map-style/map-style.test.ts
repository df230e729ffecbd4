import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import outlineUrl from '../basemap/netherlands.geojson?url'
import { connectionNodesGeojson } from '../model-network/connection-nodes'
import { pickLayerId, sourceId } from './layer-specs'
import {
  composeMapStyle,
  onlineBasemapOf,
  outlineBasemapStyle,
  rasterBasemapStyle,
} from './map-style'

function urlsIn(style: StyleSpecification): string[] {
  return Object.values(style.sources).flatMap((source) => {
    if (source.type === 'geojson') return typeof source.data === 'string' ? [source.data] : []
    if ('tiles' in source) return source.tiles ?? []
    if ('url' in source && source.url) return [source.url]
    return []
  })
}

const offline = {
  outline: outlineUrl,
  context: '/basemap/context.geojson',
  glyphs: '/basemap/glyphs/{fontstack}/{range}.pbf',
}

describe('outlineBasemapStyle', () => {
  const style = outlineBasemapStyle(offline)

  it('has no remote source, glyphs or sprite: it works offline', () => {
    expect(style.glyphs).toBe(offline.glyphs)
    expect(style.sprite).toBeUndefined()
    expect(urlsIn(style)).toEqual([outlineUrl, offline.context])
    expect(outlineUrl).not.toMatch(/^https?:/)
  })

  it('credits the sources of the offline context, as their licences ask', () => {
    expect(style.sources['basemap-context']).toMatchObject({
      attribution: 'Coast © OpenStreetMap contributors (ODbL), villages © GeoNames (CC BY 4.0)',
    })
  })

  // Drawn a km or more off, the outline's Lek would cross the Krimpenerwaard model at 1:25,000.
  it("draws the outline's hand-drawn rivers only at country and regional scale", () => {
    const rivers = style.layers.find((layer) => layer.id === 'basemap-rivers')
    expect(rivers?.maxzoom).toBe(11)
  })

  it('names places only in the font whose glyphs ship with the app', () => {
    const symbols = style.layers.filter((layer) => layer.type === 'symbol')
    expect(symbols.map((layer) => layer.layout?.['text-font'])).toEqual([['Noto Sans Regular']])
  })

  it('draws sea, land, inland water, rivers, the border, then the detailed coast and places', () => {
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'basemap-sea',
      'basemap-land',
      'basemap-water',
      'basemap-rivers',
      'basemap-border',
      'basemap-context-sea',
      'basemap-context-land',
      'basemap-context-places',
    ])
  })
})

const tiles = 'https://tiles.test/{z}/{x}/{y}.png'

describe('rasterBasemapStyle', () => {
  it('puts the online raster above the offline outline, with its credit and zoom limit', () => {
    const raster = { kind: 'raster', tiles, attribution: '© Tiles', maxzoom: 17 } as const
    const style = rasterBasemapStyle(offline, raster)
    expect(style.layers.at(-1)).toMatchObject({ type: 'raster', source: 'basemap-raster' })
    expect(style.layers.map((layer) => layer.id)).toContain('basemap-land')
    expect(style.sources['basemap-raster']).toMatchObject({
      tiles: [tiles],
      attribution: '© Tiles',
      maxzoom: 17,
    })
    expect(style.glyphs).toBe(offline.glyphs)
  })
})

describe('onlineBasemapOf', () => {
  it('tells a raster template from a style URL', () => {
    const entry = { id: 't', name: 'T', kind: 'map', url: tiles, attribution: '© T' } as const
    expect(onlineBasemapOf(null)).toBeNull()
    expect(onlineBasemapOf(entry)).toEqual({
      kind: 'raster',
      tiles,
      attribution: '© T',
      maxzoom: undefined,
    })
    expect(onlineBasemapOf({ ...entry, url: 'https://s.test/style.json' })).toEqual({
      kind: 'style',
      url: 'https://s.test/style.json',
    })
  })
})

describe('composeMapStyle', () => {
  const base = outlineBasemapStyle(offline)

  it('adds a source and layers only for categories with a URL', () => {
    const style = composeMapStyle(base, [
      { category: 'levees', url: 'https://s.test/levees', visible: true },
      { category: 'cells', url: null, visible: true },
    ])
    expect(Object.keys(style.sources)).toEqual([
      'basemap-outline',
      'basemap-context',
      sourceId('levees'),
    ])
    expect(style.layers.map((layer) => layer.id)).toContain(pickLayerId('levees'))
    expect(style.layers.map((layer) => layer.id)).not.toContain(pickLayerId('cells'))
  })

  it('keeps the source of a hidden layer, so switching it back on is instant', () => {
    const style = composeMapStyle(base, [
      { category: 'weirs', url: 'https://s.test/weirs', visible: false },
    ])
    expect(style.sources[sourceId('weirs')]).toBeDefined()
    const weirLayer = style.layers.find((layer) => layer.id === pickLayerId('weirs'))
    expect(weirLayer?.layout?.visibility).toBe('none')
  })

  it('stacks model layers above the basemap in the given order', () => {
    const style = composeMapStyle(base, [
      { category: 'levees', url: 'https://s.test/l', visible: true },
      { category: 'breaches', url: 'https://s.test/b', visible: true },
    ])
    const ids = style.layers.map((layer) => layer.id)
    expect(ids.indexOf('basemap-border')).toBeLessThan(ids.indexOf(pickLayerId('levees')))
    expect(ids.indexOf(pickLayerId('levees'))).toBeLessThan(ids.indexOf(pickLayerId('breaches')))
  })

  it('draws given connection nodes as data, above every other layer', () => {
    const nodes = connectionNodesGeojson([
      { id: 12, position: [4.6, 52], manhole: null, connections: [] },
    ])
    const style = composeMapStyle(
      base,
      [{ category: 'breaches', url: 'https://s.test/b', visible: true }],
      nodes,
    )
    expect(style.sources[sourceId('connection-nodes')]).toEqual({
      type: 'geojson',
      data: nodes,
      promoteId: 'id',
    })
    expect(style.layers.at(-1)?.id).toBe(pickLayerId('connection-nodes'))
    expect(composeMapStyle(base, [], null).sources[sourceId('connection-nodes')]).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { allFeaturesFile, networkAnchor, toStructureFeatures } from './model-network'

const file = allFeaturesFile.parse({
  type: 'FeatureCollection',
  features: [
    {
      properties: { category: 'weirs', id: 3, code: 'KST-3', display_name: 'Weir Gouwe' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [4.6, 52],
          [4.61, 52.01],
          [4.62, 52.02],
        ],
      },
    },
    {
      properties: { category: 'pumps', id: 9, code: 'GM-9', display_name: '' },
      geometry: { type: 'Point', coordinates: [4.7, 52.1] },
    },
    {
      properties: { category: 'breaches', id: 1, content_pk: 4007 },
      geometry: { type: 'Point', coordinates: [4.5, 52] },
    },
    { properties: { category: 'levees', id: 2 }, geometry: null },
    { properties: { category: 'connection-nodes', id: 5 }, geometry: null },
  ],
})

describe('toStructureFeatures', () => {
  const features = toStructureFeatures(file)

  it('keeps what can be picked, keyed as on the map, with an anchor to look at', () => {
    expect(features.map((f) => [f.category, f.id, f.anchor])).toEqual([
      ['weirs', 3, [4.61, 52.01]],
      ['pumps', 9, [4.7, 52.1]],
      ['breaches', 4007, [4.5, 52]],
    ])
  })

  it("gives a line's first and last vertex, where its connection nodes lie", () => {
    expect(features[0]?.ends).toEqual({ start: [4.6, 52], end: [4.62, 52.02] })
    expect(features[1]?.ends).toBeNull()
  })
})

describe('networkAnchor', () => {
  const network = {
    structures: toStructureFeatures(file),
    connectionNodes: [
      { id: 12, position: [4.6, 52] as [number, number], manhole: null, connections: [] },
    ],
  }

  it('finds a connection node by its id and a structure by its key', () => {
    expect(networkAnchor(network, { category: 'connection-nodes', id: 12 })).toEqual([4.6, 52])
    expect(networkAnchor(network, { category: 'weirs', id: 3 })).toEqual([4.61, 52.01])
    expect(networkAnchor(network, { category: 'weirs', id: 12 })).toBeNull()
  })
})

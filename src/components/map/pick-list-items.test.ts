import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/schemas/models'
import { breachItems, groupItems, structureItems } from './feature-list-items'
import { allFeaturesFile, toStructureFeatures } from './structure-features'

const breach: PotentialBreach = {
  id: 7,
  url: 'https://api.test/v3/hydromodels/1/potentialbreaches/7/',
  connected_pnt_id: 4007,
  line_id: 30,
  code: 'PB-007',
  display_name: 'Breach Moordrecht',
  levee_material: 'clay',
  maximum_breach_depth: 3.2,
}

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
  ],
})

describe('toStructureFeatures', () => {
  it('keeps what can be picked, keyed as on the map, with an anchor to look at', () => {
    expect(toStructureFeatures(file).map((f) => [f.category, f.id, f.anchor])).toEqual([
      ['weirs', 3, [4.61, 52.01]],
      ['pumps', 9, [4.7, 52.1]],
      ['breaches', 4007, [4.5, 52]],
    ])
  })
})

describe('list items', () => {
  const items = [...breachItems([breach]), ...structureItems(toStructureFeatures(file))]

  it('describes breaches from their record and structures from their properties', () => {
    expect(items.map((entry) => [entry.key, entry.title])).toEqual([
      ['breach:7', 'Breach Moordrecht'],
      ['weir:3', 'Weir Gouwe'],
      ['pump:9', 'GM-9'],
    ])
    expect(items[0]?.detail).toBe('PB-007 · clay levee · max. depth 3.2 m')
  })

  it('finds items by any words of their name, code or key', () => {
    const groups = groupItems(items, 'gouwe kst', ['breaches', 'weirs', 'pumps'], 50)
    expect(groups.map((group) => [group.category, group.items.map((e) => e.key)])).toEqual([
      ['weirs', ['weir:3']],
    ])
    expect(groupItems(items, 'BREACH:7', ['breaches'], 50)[0]?.total).toBe(1)
  })

  it('caps each group but reports its full size', () => {
    const many = structureItems(
      Array.from({ length: 30 }, (_, id) => ({
        category: 'manholes' as const,
        id,
        properties: { id, code: `MH-${id}` },
        anchor: null,
      })),
    )
    const [group] = groupItems(many, '', ['manholes'], 10)
    expect(group?.items).toHaveLength(10)
    expect(group?.total).toBe(30)
  })
})

import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/models/schema'
import type { ConnectionNode } from '../model-network/connection-nodes'
import type { StructureFeature } from '../model-network/structure-feature'
import { breachItems, connectionNodeItems, groupItems, structureItems } from './pick-list-items'

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

function structure(
  category: StructureFeature['category'],
  id: number,
  names: { code?: string; display_name?: string },
): StructureFeature {
  return { category, id, properties: { id, ...names }, anchor: null, ends: null }
}

const structures = [
  structure('weirs', 3, { code: 'KST-3', display_name: 'Weir Gouwe' }),
  structure('pumps', 9, { code: 'GM-9', display_name: '' }),
  structure('breaches', 4007, {}),
]

const nodes: ConnectionNode[] = [
  { id: 12, position: [4.6, 52], manhole: 'MH-12', connections: [{ category: 'pipes', id: 1 }] },
  { id: 120, position: [4.7, 52], manhole: null, connections: [] },
]

describe('list items', () => {
  const items = [...breachItems([breach]), ...structureItems(structures)]

  it('describes breaches from their record and structures from their properties', () => {
    expect(items.map((entry) => [entry.key, entry.title])).toEqual([
      ['breach:7', 'Breach Moordrecht'],
      ['weir:3', 'Weir Gouwe'],
      ['pump:9', 'GM-9'],
    ])
    expect(items[0]?.detail).toBe('PB-007 · clay levee · max. depth 3.2 m')
  })

  it('lists connection nodes by id, with their manhole and what meets there', () => {
    expect(
      connectionNodeItems(nodes).map((entry) => [entry.key, entry.title, entry.detail]),
    ).toEqual([
      ['node:12', 'Connection node 12', 'manhole MH-12 · 1 pipe'],
      ['node:120', 'Connection node 120', ''],
    ])
  })

  it('finds items by any words of their name, code or key', () => {
    const groups = groupItems(items, 'gouwe kst', ['breaches', 'weirs', 'pumps'], 50)
    expect(groups.map((group) => [group.category, group.items.map((e) => e.key)])).toEqual([
      ['weirs', ['weir:3']],
    ])
    expect(groupItems(items, 'BREACH:7', ['breaches'], 50)[0]?.total).toBe(1)
    const found = groupItems(connectionNodeItems(nodes), 'mh-12', ['connection-nodes'], 50)
    expect(found[0]?.items.map((entry) => entry.key)).toEqual(['node:12'])
  })

  it('shows only the groups asked for, in that order', () => {
    const all = [...items, ...connectionNodeItems(nodes)]
    expect(groupItems(all, '', ['connection-nodes'], 50).map((g) => g.category)).toEqual([
      'connection-nodes',
    ])
    expect(groupItems(all, '', ['pumps', 'weirs'], 50).map((g) => g.category)).toEqual([
      'pumps',
      'weirs',
    ])
  })

  it('caps each group but reports its full size', () => {
    const many = structureItems(
      Array.from({ length: 30 }, (_, id) => structure('manholes', id, { code: `MH-${id}` })),
    )
    const [group] = groupItems(many, '', ['manholes'], 10)
    expect(group?.items).toHaveLength(10)
    expect(group?.total).toBe(30)
  })
})

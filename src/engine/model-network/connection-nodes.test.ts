import { describe, expect, it } from 'vitest'
import { buildGeojson } from '@/mocks/seed/models/geojson'
import { seededModels } from '@/testing/seeded-models'
import {
  connectionNodesGeojson,
  deriveConnectionNodes,
  describeConnections,
} from './connection-nodes'
import type { StructureFeature } from './structure-feature'
import { allFeaturesFile, toStructureFeatures } from './model-network'

type Line = { category: 'channels' | 'weirs' | 'pipes'; id: number; from: number; to: number }

function line({ category, id, from, to }: Line, start: [number, number], end: [number, number]) {
  return {
    category,
    id,
    properties: { id, connection_node_start_id: from, connection_node_end_id: to },
    anchor: start,
    ends: { start, end },
  } satisfies StructureFeature
}

const manhole: StructureFeature = {
  category: 'manholes',
  id: 40,
  properties: { id: 40, code: 'MH-40', connection_node_id: 2 },
  anchor: [5, 52.5],
  ends: null,
}
const pump: StructureFeature = {
  category: 'pumps',
  id: 7,
  properties: { id: 7, connection_node_start_id: 99 },
  anchor: [6, 53],
  ends: null,
}

describe('deriveConnectionNodes', () => {
  const channel = line({ category: 'channels', id: 1, from: 1, to: 2 }, [4, 52], [4.9, 52.4])
  const weir = line({ category: 'weirs', id: 3, from: 2, to: 3 }, [4.9, 52.4], [4.95, 52.45])
  const nodes = deriveConnectionNodes([weir, channel, manhole, pump])

  it('places nodes at line ends, sorted by id, each with what meets there', () => {
    expect(nodes.map((node) => [node.id, node.position])).toEqual([
      [1, [4, 52]],
      [2, [5, 52.5]],
      [3, [4.95, 52.45]],
    ])
    expect(nodes[1]?.connections).toEqual([
      { category: 'weirs', id: 3 },
      { category: 'channels', id: 1 },
    ])
  })

  it("takes a manhole's point over a line end and names the manhole", () => {
    expect(nodes[1]).toMatchObject({ position: [5, 52.5], manhole: 'MH-40' })
    expect(nodes[0]?.manhole).toBeNull()
  })

  it('leaves out a node nothing gives a position (a pump outlet on its own)', () => {
    expect(nodes.some((node) => node.id === 99)).toBe(false)
  })

  it('counts what meets at a node in words', () => {
    expect(describeConnections(nodes[1] ?? { connections: [] })).toBe('1 weir · 1 channel')
    const pipes = [1, 2].map((id) => ({ category: 'pipes' as const, id }))
    expect(describeConnections({ connections: pipes })).toBe('2 pipes')
  })

  it('draws them as points keyed by node id', () => {
    const geojson = connectionNodesGeojson(nodes)
    expect(geojson.features[1]).toEqual({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5, 52.5] },
      properties: { id: 2, manhole: 'MH-40', connected_to: '1 weir · 1 channel' },
    })
  })
})

describe('connection nodes of the mock polder model', () => {
  const polder = seededModels().byName('Zuidplaspolder')
  const features = toStructureFeatures(allFeaturesFile.parse(buildGeojson(polder, 'all')))
  const nodes = deriveConnectionNodes(features)

  it('finds every node a line or manhole names, once, at that line end', () => {
    const named = new Set<number>()
    for (const feature of features) {
      for (const key of [
        'connection_node_id',
        'connection_node_start_id',
        'connection_node_end_id',
      ]) {
        const id = feature.properties[key]
        if (typeof id === 'number' && feature.category !== 'pumps') named.add(id)
      }
    }
    expect(nodes.map((node) => node.id)).toEqual([...named].sort((a, b) => a - b))
    const channel = features.find((feature) => feature.category === 'channels')
    const start = nodes.find((node) => node.id === channel?.properties.connection_node_start_id)
    expect(start?.position).toEqual(channel?.ends?.start)
  })
})

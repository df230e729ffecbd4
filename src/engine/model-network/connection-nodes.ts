import type { Feature, FeatureCollection, Point } from 'geojson'
import { categoryLabels, categoryNouns, type FeatureRef } from '../map-style/map-categories'
import type { LonLat, StructureFeature } from './structure-feature'

export type ConnectionNode = {
  id: number
  position: LonLat
  manhole: string | null
  connections: FeatureRef[]
}

type Draft = { position: LonLat | null; manhole: string | null; connections: FeatureRef[] }

function numberAt(feature: StructureFeature, key: string): number | null {
  const value = feature.properties[key]
  return typeof value === 'number' ? value : null
}

function draftOf(drafts: Map<number, Draft>, id: number): Draft {
  const existing = drafts.get(id)
  if (existing) return existing
  const draft: Draft = { position: null, manhole: null, connections: [] }
  drafts.set(id, draft)
  return draft
}

function placeManhole(drafts: Map<number, Draft>, feature: StructureFeature): void {
  const id = numberAt(feature, 'connection_node_id')
  if (id === null || !feature.anchor) return
  const draft = draftOf(drafts, id)
  draft.position = feature.anchor
  const code = feature.properties.code
  draft.manhole = typeof code === 'string' && code !== '' ? code : `#${feature.id}`
}

function connectEnds(drafts: Map<number, Draft>, feature: StructureFeature): void {
  const ref = { category: feature.category, id: feature.id }
  const ends: [number | null, LonLat | null][] = [
    [numberAt(feature, 'connection_node_start_id'), feature.ends?.start ?? null],
    [numberAt(feature, 'connection_node_end_id'), feature.ends?.end ?? null],
  ]
  for (const [id, position] of ends) {
    if (id === null) continue
    const draft = draftOf(drafts, id)
    draft.connections.push(ref)
    draft.position ??= position
  }
}

/** A node lies at its manhole, else at a line end; one that nothing places is left out. */
export function deriveConnectionNodes(features: readonly StructureFeature[]): ConnectionNode[] {
  const drafts = new Map<number, Draft>()
  for (const feature of features) placeManhole(drafts, feature)
  for (const feature of features) connectEnds(drafts, feature)
  const nodes: ConnectionNode[] = []
  for (const [id, { position, manhole, connections }] of drafts) {
    if (position) nodes.push({ id, position, manhole, connections })
  }
  return nodes.sort((left, right) => left.id - right.id)
}

export function describeConnections(node: Pick<ConnectionNode, 'connections'>): string {
  const counts = new Map<FeatureRef['category'], number>()
  for (const { category } of node.connections) counts.set(category, (counts.get(category) ?? 0) + 1)
  return [...counts]
    .map(([category, count]) =>
      count === 1
        ? `1 ${categoryNouns[category]}`
        : `${count} ${categoryLabels[category].toLowerCase()}`,
    )
    .join(' · ')
}

export function connectionNodesGeojson(nodes: readonly ConnectionNode[]): FeatureCollection<Point> {
  const features = nodes.map((node): Feature<Point> => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: node.position },
    properties: {
      id: node.id,
      ...(node.manhole ? { manhole: node.manhole } : {}),
      connected_to: describeConnections(node) || 'nothing',
    },
  }))
  return { type: 'FeatureCollection', features }
}

import type { Feature, FeatureCollection, Point } from 'geojson'
import { categoryLabels, categoryNouns, type FeatureRef } from '../map-style/map-categories'
import type { LonLat, StructureFeature } from './structure-feature'

/** A connection node of the model's network: where lines meet, manholes sit and pumps draw from. */
export type ConnectionNode = {
  id: number
  position: LonLat
  /** The code of the manhole on this node, if there is one. */
  manhole: string | null
  /** The lines that start or end here and the pumps that take their water here. */
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

/**
 * The geojson has no connection node category: manholes name theirs (`connection_node_id`) and
 * lines name the nodes at their first and last vertex (`connection_node_start_id`/`_end_id`). A
 * manhole's point wins over a line end; a node whose position nothing gives (a pump's outlet
 * that no line or manhole reaches) cannot be drawn or clicked, so it is left out.
 */
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

/** "2 channels · 1 weir": what meets at a node, counted per category. */
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

/** The nodes as the map's source; `id` is promoted for hover and selection feature-state. */
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

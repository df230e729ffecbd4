import type { PotentialBreach } from '@/api/models/schema'
import { describeConnections, type ConnectionNode } from '../model-network/connection-nodes'
import { featureTitle } from '../model-network/feature-properties'
import { categoryLabels, type PickableCategory } from '../map-style/map-categories'
import type { StructureFeature } from '../model-network/structure-feature'
import { formatSelection, type MapSelection } from './selection'

export type PickListItem = {
  key: string
  selection: MapSelection
  title: string
  detail: string
  searchText: string
}

export type PickListGroup = {
  category: PickableCategory
  label: string
  total: number
  items: PickListItem[]
}

function item(selection: MapSelection, title: string, detail: string): PickListItem {
  const key = formatSelection(selection)
  return { key, selection, title, detail, searchText: `${title} ${detail} ${key}`.toLowerCase() }
}

export function breachItems(records: readonly PotentialBreach[]): PickListItem[] {
  return records.map((record) =>
    item(
      { category: 'breaches', id: record.id },
      record.display_name || record.code || `Potential breach ${record.id}`,
      [record.code, `${record.levee_material} levee`, `max. depth ${record.maximum_breach_depth} m`]
        .filter(Boolean)
        .join(' · '),
    ),
  )
}

export function structureItems(features: readonly StructureFeature[]): PickListItem[] {
  return features
    .filter((feature) => feature.category !== 'breaches')
    .map((feature) => {
      const code = feature.properties.code
      const detail = [typeof code === 'string' ? code : null, `id ${feature.id}`]
      return item(
        { category: feature.category, id: feature.id },
        featureTitle(feature.properties),
        detail.filter(Boolean).join(' · '),
      )
    })
}

/** Nodes have no name of their own: they are listed by id, with the manhole and lines there. */
export function connectionNodeItems(nodes: readonly ConnectionNode[]): PickListItem[] {
  return nodes.map((node) =>
    item(
      { category: 'connection-nodes', id: node.id },
      `Connection node ${node.id}`,
      [node.manhole ? `manhole ${node.manhole}` : null, describeConnections(node) || null]
        .filter(Boolean)
        .join(' · '),
    ),
  )
}

export function groupItems(
  items: readonly PickListItem[],
  query: string,
  order: readonly PickableCategory[],
  limit: number,
): PickListGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const matches = items.filter((entry) => words.every((word) => entry.searchText.includes(word)))
  return order.flatMap((category) => {
    const inGroup = matches.filter((entry) => entry.selection.category === category)
    if (inGroup.length === 0) return []
    return [
      {
        category,
        label: categoryLabels[category],
        total: inGroup.length,
        items: inGroup.slice(0, limit),
      },
    ]
  })
}

import type { PotentialBreach } from '@/api/schemas/models'
import { featureTitle } from '@/components/map/feature-properties'
import { categoryLabels, type PickableCategory } from '@/components/map/map-categories'
import { formatSelection, type MapSelection } from '@/components/map/selection'
import type { StructureFeature } from './structure-features'

export type FeatureListItem = {
  key: string
  selection: MapSelection
  title: string
  detail: string
  searchText: string
}

export type FeatureListGroup = {
  category: PickableCategory
  label: string
  total: number
  items: FeatureListItem[]
}

function item(selection: MapSelection, title: string, detail: string): FeatureListItem {
  const key = formatSelection(selection)
  return { key, selection, title, detail, searchText: `${title} ${detail} ${key}`.toLowerCase() }
}

export function breachItems(records: readonly PotentialBreach[]): FeatureListItem[] {
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

export function structureItems(features: readonly StructureFeature[]): FeatureListItem[] {
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

/** Every word of the query must appear; groups keep the layer order and show at most `limit`. */
export function groupItems(
  items: readonly FeatureListItem[],
  query: string,
  order: readonly PickableCategory[],
  limit: number,
): FeatureListGroup[] {
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

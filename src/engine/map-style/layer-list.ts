import { mapCategories, type MapCategory } from './map-categories'

/** `?layers=levees,breaches` lists what is switched on, in the layers' fixed order. */
export function parseLayerList(value: string): MapCategory[] {
  const named = new Set(value.split(',').map((part) => part.trim()))
  return mapCategories.filter((category) => named.has(category))
}

export function formatLayerList(categories: readonly MapCategory[]): string {
  return mapCategories.filter((category) => categories.includes(category)).join(',')
}

export function toggleLayer(
  visible: readonly MapCategory[],
  category: MapCategory,
  on: boolean,
): MapCategory[] {
  const next = on ? [...visible, category] : visible.filter((item) => item !== category)
  return parseLayerList(formatLayerList(next))
}

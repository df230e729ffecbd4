import { z } from 'zod'
import {
  defaultVisibleCategories,
  isMapCategory,
  mapCategories,
  type MapCategory,
} from '@/components/map/map-categories'

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

const defaultLayers = formatLayerList(defaultVisibleCategories)

export const mapSearch = z.object({
  layers: z
    .string()
    .refine((value) => value === '' || value.split(',').some(isMapCategory))
    .catch(defaultLayers),
  /** `breach:12` (a potential breach record) or `weir:301` (a structure id), see selection.ts. */
  selected: z.string().catch(''),
  basemap: z.enum(['online', 'offline']).catch('online'),
})
export type MapSearch = z.infer<typeof mapSearch>

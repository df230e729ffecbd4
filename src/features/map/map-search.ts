import { z } from 'zod'
import { formatLayerList } from '@/engine/map-style/layer-list'
import { defaultVisibleCategories, isMapCategory } from '@/engine/map-style/map-categories'
import { pickKinds, type PickKind, type PickMode } from '@/engine/picking/picking'
import type { MapSelection } from '@/engine/picking/selection'

const defaultLayers = formatLayerList(defaultVisibleCategories)

export const mapSearch = z.object({
  layers: z
    .string()
    .refine((value) => value === '' || value.split(',').some(isMapCategory))
    .catch(defaultLayers),
  /** `breach:12`, `weir:301` or `node:12,node:15`, see selection.ts. */
  selected: z.string().catch(''),
  /** What a click picks; left out, it follows the selection (see `pickKindOf`). */
  pick: z.union([z.enum(pickKinds), z.literal('')]).catch(''),
  /** A basemap id from config.json or 'none'; left out, this browser's last choice. */
  basemap: z.string().catch(''),
})
export type MapSearch = z.infer<typeof mapSearch>

export const pickModes: Record<PickKind, PickMode> = {
  any: 'single',
  breach: 'single',
  structure: 'single',
  'connection-node': 'multiple',
}

/** A link with only `selected=node:12,node:15` opens in the mode that picked those nodes. */
export function pickKindOf(pick: MapSearch['pick'], selected: readonly MapSelection[]): PickKind {
  if (pick) return pick
  const nodes = selected.length > 0 && selected.every((s) => s.category === 'connection-nodes')
  return nodes ? 'connection-node' : 'any'
}

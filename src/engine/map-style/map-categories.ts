import type { GeojsonCategory } from '@/api/models/schema'
import type { StructureType } from '@/api/simulations/structure-control-schema'

/** Every geojson category drawn as its own layer, bottom to top (`all` is a bundle, not a layer). */
export const mapCategories = [
  'cells',
  'levees',
  'channels',
  'pipes',
  'culverts',
  'weirs',
  'orifices',
  'manholes',
  'pumps',
  'breaches',
] as const satisfies readonly Exclude<GeojsonCategory, 'all'>[]
export type MapCategory = (typeof mapCategories)[number]

export const drawnCategories = [...mapCategories, 'connection-nodes'] as const
export type DrawnCategory = (typeof drawnCategories)[number]

/** In the order a modeller lists them (decisions.md "Initial conditions and events"). */
export const structureTypes = {
  weirs: 'v2_weir',
  orifices: 'v2_orifice',
  culverts: 'v2_culvert',
  pumps: 'v2_pumpstation',
  channels: 'v2_channel',
  pipes: 'v2_pipe',
} as const satisfies Partial<Record<MapCategory, StructureType>>
export type StructureCategory = keyof typeof structureTypes
// Object keys keep their written order, so this is the modeller's order above.
export const structureCategories = Object.keys(structureTypes) as StructureCategory[]

export const pickableCategories = [
  'breaches',
  ...structureCategories,
  'manholes',
  'connection-nodes',
] as const satisfies readonly DrawnCategory[]
export type PickableCategory = (typeof pickableCategories)[number]

/** Shown when a map opens: everything but the grid, which can be large and loads on demand. */
export const defaultVisibleCategories: readonly MapCategory[] = mapCategories.filter(
  (category) => category !== 'cells',
)

export const categoryLabels: Record<DrawnCategory, string> = {
  cells: '2D cells',
  levees: 'Levees',
  channels: 'Channels',
  pipes: 'Pipes',
  culverts: 'Culverts',
  weirs: 'Weirs',
  orifices: 'Orifices',
  manholes: 'Manholes',
  pumps: 'Pumps',
  breaches: 'Potential breaches',
  'connection-nodes': 'Connection nodes',
}

export const categoryNouns: Record<DrawnCategory, string> = {
  cells: '2D cell',
  levees: 'levee',
  channels: 'channel',
  pipes: 'pipe',
  culverts: 'culvert',
  weirs: 'weir',
  orifices: 'orifice',
  manholes: 'manhole',
  pumps: 'pump',
  breaches: 'potential breach',
  'connection-nodes': 'connection node',
}

export type FeatureRef = { category: DrawnCategory; id: number }

/** Breaches by content_pk, so a record finds its marker (docs/records/0006-map-data-by-url.md). */
export function featureIdProperty(category: DrawnCategory): 'id' | 'content_pk' {
  return category === 'breaches' ? 'content_pk' : 'id'
}

function isOneOf<Value extends string>(list: readonly Value[], value: unknown): value is Value {
  return list.some((item) => item === value)
}

export function isMapCategory(value: unknown): value is MapCategory {
  return isOneOf(mapCategories, value)
}

export function isDrawnCategory(value: unknown): value is DrawnCategory {
  return isOneOf(drawnCategories, value)
}

export function isPickableCategory(value: unknown): value is PickableCategory {
  return isOneOf(pickableCategories, value)
}

export function isStructureCategory(value: unknown): value is StructureCategory {
  return isOneOf(structureCategories, value)
}

import type { GeojsonCategory } from '@/api/schemas/models'

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

/** What a click can select: the inputs of breach events and structure controls. */
export const pickableCategories = [
  'breaches',
  'weirs',
  'orifices',
  'culverts',
  'pumps',
  'channels',
  'pipes',
  'manholes',
] as const satisfies readonly MapCategory[]
export type PickableCategory = (typeof pickableCategories)[number]

/** Shown when a map opens: everything but the grid, which can be large and loads on demand. */
export const defaultVisibleCategories: readonly MapCategory[] = mapCategories.filter(
  (category) => category !== 'cells',
)

export const categoryLabels: Record<MapCategory, string> = {
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
}

/** One feature of a category, in a sentence: "the selected weir". */
export const categoryNouns: Record<MapCategory, string> = {
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
}

/** One feature of one category. For breaches `id` is `content_pk`, see `featureIdProperty`. */
export type FeatureRef = { category: MapCategory; id: number }

/**
 * The property promoted to the feature id of each source. Breaches are keyed by `content_pk`
 * (= the potential breach's `connected_pnt_id`), so a potential breach record alone finds its
 * marker without the geometry ever reaching the main thread (docs/decisions/0006-map-data-by-url.md).
 */
export function featureIdProperty(category: MapCategory): 'id' | 'content_pk' {
  return category === 'breaches' ? 'content_pk' : 'id'
}

export function isMapCategory(value: unknown): value is MapCategory {
  return typeof value === 'string' && (mapCategories as readonly string[]).includes(value)
}

export function isPickableCategory(value: unknown): value is PickableCategory {
  return typeof value === 'string' && (pickableCategories as readonly string[]).includes(value)
}

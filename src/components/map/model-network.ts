import { z } from 'zod'
import { featureProperties, type FeatureProperties } from '@/components/map/feature-properties'
import { isPickableCategory, type PickableCategory } from '@/components/map/map-categories'

const position = z.tuple([z.number(), z.number()]).rest(z.number())
const geometry = z.union([
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(1) }),
  z.object({ type: z.string(), coordinates: z.unknown() }),
])

/** The `all` file: every category but the cells, each feature naming its `category`. */
export const allFeaturesFile = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({ properties: featureProperties, geometry: geometry.nullable().catch(null) }),
  ),
})

export type StructureFeature = {
  category: PickableCategory
  id: number
  properties: FeatureProperties
  /** Where to look on the map: the point itself, or the middle vertex of a line. */
  anchor: [number, number] | null
}

function anchorOf(shape: z.infer<typeof geometry> | null): [number, number] | null {
  if (!shape) return null
  const point = z.tuple([z.number(), z.number()]).rest(z.number())
  if (shape.type === 'Point') {
    const parsed = point.safeParse(shape.coordinates)
    return parsed.success ? [parsed.data[0], parsed.data[1]] : null
  }
  const line = z.array(point).safeParse(shape.coordinates)
  if (!line.success) return null
  const middle = line.data[Math.floor(line.data.length / 2)]
  return middle ? [middle[0], middle[1]] : null
}

/** Pickable features of the `all` file; breaches are keyed by `content_pk` like on the map. */
export function toStructureFeatures(file: z.infer<typeof allFeaturesFile>): StructureFeature[] {
  return file.features.flatMap((feature) => {
    const { category } = feature.properties
    if (!isPickableCategory(category)) return []
    const key = category === 'breaches' ? feature.properties.content_pk : feature.properties.id
    if (typeof key !== 'number') return []
    return [
      { category, id: key, properties: feature.properties, anchor: anchorOf(feature.geometry) },
    ]
  })
}

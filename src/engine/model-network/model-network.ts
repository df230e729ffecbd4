import { z } from 'zod'
import type { ConnectionNode } from './connection-nodes'
import { featureProperties } from './feature-properties'
import { isPickableCategory, type FeatureRef } from '../map-style/map-categories'
import type { LonLat, StructureFeature } from './structure-feature'

const position = z.tuple([z.number(), z.number()]).rest(z.number())
const geometry = z.union([
  z.object({ type: z.literal('Point'), coordinates: position }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(1) }),
  z.object({ type: z.string(), coordinates: z.unknown() }),
])
type Geometry = z.infer<typeof geometry>

export const allFeaturesFile = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({ properties: featureProperties, geometry: geometry.nullable().catch(null) }),
  ),
})
export type AllFeaturesFile = z.infer<typeof allFeaturesFile>

function lonLat(value: z.infer<typeof position> | undefined): LonLat | null {
  return value ? [value[0], value[1]] : null
}

function lineOf(shape: Geometry | null): LonLat[] | null {
  if (shape?.type !== 'LineString') return null
  const line = z.array(position).safeParse(shape.coordinates)
  return line.success ? line.data.map(([lon, lat]) => [lon, lat]) : null
}

function anchorOf(shape: Geometry | null): LonLat | null {
  if (shape?.type === 'Point') {
    const point = position.safeParse(shape.coordinates)
    return point.success ? lonLat(point.data) : null
  }
  const line = lineOf(shape)
  return line?.[Math.floor(line.length / 2)] ?? null
}

function endsOf(shape: Geometry | null): StructureFeature['ends'] {
  const line = lineOf(shape)
  const start = line?.[0]
  const end = line?.[line.length - 1]
  return start && end ? { start, end } : null
}

export function toStructureFeatures(file: AllFeaturesFile): StructureFeature[] {
  return file.features.flatMap((feature) => {
    const { category } = feature.properties
    if (!isPickableCategory(category) || category === 'connection-nodes') return []
    const key = category === 'breaches' ? feature.properties.content_pk : feature.properties.id
    if (typeof key !== 'number') return []
    const shape = feature.geometry
    const { properties } = feature
    return [{ category, id: key, properties, anchor: anchorOf(shape), ends: endsOf(shape) }]
  })
}

export function findStructure(
  features: readonly StructureFeature[],
  ref: FeatureRef,
): StructureFeature | null {
  return features.find((f) => f.category === ref.category && f.id === ref.id) ?? null
}

export type ModelNetwork = {
  structures: StructureFeature[]
  connectionNodes: ConnectionNode[]
}

export function networkAnchor(network: ModelNetwork, ref: FeatureRef): LonLat | null {
  if (ref.category === 'connection-nodes') {
    return network.connectionNodes.find((node) => node.id === ref.id)?.position ?? null
  }
  return findStructure(network.structures, ref)?.anchor ?? null
}

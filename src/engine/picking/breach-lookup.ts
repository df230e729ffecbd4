import type { PotentialBreach } from '@/api/models/schema'
import type { FeatureProperties } from '../model-network/feature-properties'
import type { FeatureRef } from '../map-style/map-categories'

/** A breach's geometry: the feature whose content_pk is its connected_pnt_id (decisions.md). */
export function breachFeatureRef(record: Pick<PotentialBreach, 'connected_pnt_id'>): FeatureRef {
  return { category: 'breaches', id: record.connected_pnt_id }
}

export function indexBreachesByConnectedPoint(
  records: readonly PotentialBreach[],
): ReadonlyMap<number, PotentialBreach> {
  return new Map(records.map((record) => [record.connected_pnt_id, record]))
}

export function findPotentialBreach(
  index: ReadonlyMap<number, PotentialBreach>,
  properties: FeatureProperties,
): PotentialBreach | null {
  const contentPk = properties.content_pk
  if (typeof contentPk !== 'number') return null
  return index.get(contentPk) ?? null
}

export function findPotentialBreachById(
  records: readonly PotentialBreach[],
  id: number,
): PotentialBreach | null {
  return records.find((record) => record.id === id) ?? null
}

import type { StructureType } from '@/api/simulations/structure-control-schema'
import { isStructureCategory, structureTypes } from '../map-style/map-categories'
import type { MapSelection } from './selection'

/** A structure control's target, by model-database id (api.md recommends it over grid ids). */
export type StructureTarget = { structure_type: StructureType; structure_id: number }

export type MeasureLocation = { content_type: 'v2_connection_node'; content_pk: number }

export function toStructureTarget(selection: MapSelection): StructureTarget | null {
  const { category } = selection
  if (!isStructureCategory(category)) return null
  return { structure_type: structureTypes[category], structure_id: selection.id }
}

export function toMeasureLocation(selection: MapSelection): MeasureLocation | null {
  if (selection.category !== 'connection-nodes') return null
  return { content_type: 'v2_connection_node', content_pk: selection.id }
}

export function toPotentialBreachId(selection: MapSelection): number | null {
  return selection.category === 'breaches' ? selection.id : null
}

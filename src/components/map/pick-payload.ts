import { isStructureCategory, type StructureCategory } from './map-categories'
import type { MapSelection } from './selection'

/** decisions.md "Initial conditions and events": the structure types a structure control takes. */
export const structureTypes: Record<StructureCategory, StructureType> = {
  weirs: 'v2_weir',
  orifices: 'v2_orifice',
  culverts: 'v2_culvert',
  pumps: 'v2_pumpstation',
  channels: 'v2_channel',
  pipes: 'v2_pipe',
}
export type StructureType =
  'v2_weir' | 'v2_orifice' | 'v2_culvert' | 'v2_pumpstation' | 'v2_channel' | 'v2_pipe'

/** A structure control's target, by model-database id (api.md recommends it over grid ids). */
export type StructureTarget = { structure_type: StructureType; structure_id: number }

/** A structure control's measure location without its weight, which the form adds. */
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

/** A breach event's `potential_breach`: the record id, which the selection already holds. */
export function toPotentialBreachId(selection: MapSelection): number | null {
  return selection.category === 'breaches' ? selection.id : null
}

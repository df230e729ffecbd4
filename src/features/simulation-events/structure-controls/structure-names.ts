import type { StructureType } from '@/api/simulations/structure-control-schema'
import { featureTitle } from '@/engine/model-network/feature-properties'
import type { StructureCategory } from '@/engine/map-style/map-categories'
import { findStructure, type ModelNetwork } from '@/engine/model-network/model-network'
import { structureTypes as typeOfCategory } from '@/engine/map-style/map-categories'

export const structureNouns: Record<StructureType, string> = {
  v2_weir: 'weir',
  v2_orifice: 'orifice',
  v2_culvert: 'culvert',
  v2_channel: 'channel',
  v2_pipe: 'pipe',
  v2_pumpstation: 'pump station',
}

export const actionLabels = {
  set_crest_level: 'Set crest level (m)',
  set_discharge_coefficients: 'Set discharge coefficients (left, right)',
  set_pump_capacity: 'Set pump capacity (m³/s)',
} as const

export function categoryOf(type: StructureType): StructureCategory {
  const found = Object.entries(typeOfCategory).find(([, each]) => each === type)
  return (found?.[0] ?? 'weirs') as StructureCategory
}

/** "Weir Zuidbuurt stuw 3 (id 12)", or by grid id when the control names that. */
export function structureName(
  network: ModelNetwork | undefined,
  control: {
    structure_type: StructureType
    structure_id?: number | null | undefined
    grid_id?: number | null | undefined
  },
): string {
  const noun = structureNouns[control.structure_type]
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1)
  if (control.structure_id === null || control.structure_id === undefined) {
    return `${capital} at grid id ${control.grid_id ?? '?'}`
  }
  const feature = network
    ? findStructure(network.structures, {
        category: categoryOf(control.structure_type),
        id: control.structure_id,
      })
    : null
  return feature
    ? `${capital} ${featureTitle(feature.properties)} (id ${control.structure_id})`
    : `${capital} ${control.structure_id}`
}

import type { LocationType } from '@/api/simulations/structure-control-schema'
import type { PickableCategory } from '@/engine/map-style/map-categories'
import type { MapSelection } from '@/engine/picking/selection'
import type { LocationText } from './table-control-form-schema'

/** api.md rule 5: one variable is measured at all locations of a control, so they are all of one class. */
export type LocationClass = 'node' | 'line'

export const classOf = (type: LocationType): LocationClass =>
  type === 'v2_connection_node' ? 'node' : 'line'

/** The map categories a line measure location is picked from (no pump station: not a location). */
const lineTypeOf = new Map<PickableCategory, LocationType>([
  ['channels', 'v2_channel'],
  ['pipes', 'v2_pipe'],
  ['culverts', 'v2_culvert'],
  ['weirs', 'v2_weir'],
  ['orifices', 'v2_orifice'],
])

export const lineCategories = [...lineTypeOf.keys()]

export const locationNouns: Record<LocationType, string> = {
  v2_connection_node: 'Connection node',
  v2_channel: 'Channel',
  v2_pipe: 'Pipe',
  v2_culvert: 'Culvert',
  v2_weir: 'Weir',
  v2_orifice: 'Orifice',
}

const categoryOfType = new Map<LocationType, PickableCategory>([
  ['v2_connection_node', 'connection-nodes'],
  ...[...lineTypeOf].map(([category, type]) => [type, category] as const),
])

/** The location type of a map pick, or null when that feature cannot be a measure location. */
export function locationTypeOf(selection: MapSelection): LocationType | null {
  if (selection.category === 'connection-nodes') return 'v2_connection_node'
  return lineTypeOf.get(selection.category) ?? null
}

export function selectionOf(location: LocationText): MapSelection {
  return {
    category: categoryOfType.get(location.content_type) ?? 'connection-nodes',
    id: Number(location.content_pk),
  }
}

export const classRule =
  'All measure locations of one control are of one kind: connection nodes (measuring s1 or vol1) or lines — channels, pipes, culverts, weirs, orifices (measuring q or u1).'

/** Why a pick that mixes the two classes is refused, in the words of the one already chosen. */
export function mixedPickMessage(kept: LocationClass): string {
  return kept === 'node'
    ? 'This control already measures at connection nodes; remove them first to measure at lines instead. One control measures at one kind of location.'
    : 'This control already measures at lines; remove them first to measure at connection nodes instead. One control measures at one kind of location.'
}

import type {
  TableStructureControlCreate,
  TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'

/** A table control setting weir `weir`'s crest level by the water level at connection node `node`. */
export function weirCrestControl(
  weir: number,
  node: number,
  values: number[][] = [
    [-1.2, -0.8],
    [-0.9, -0.6],
  ],
): TableStructureControlCreate {
  return {
    structure_id: weir,
    structure_type: 'v2_weir',
    type: 'set_crest_level',
    offset: 0,
    duration: 3600,
    measure_specification: {
      variable: 's1',
      operator: '>',
      locations: [{ content_type: 'v2_connection_node', content_pk: node, weight: '1.00' }],
    },
    values,
  }
}

/** A timed control setting pump station `pump`'s capacity to 0.4 from 600 s for 1800 s. */
export const pumpCapacityControl = (pump: number): TimedStructureControlCreate => ({
  structure_id: pump,
  structure_type: 'v2_pumpstation',
  type: 'set_pump_capacity',
  offset: 600,
  duration: 1800,
  value: [0.4],
})

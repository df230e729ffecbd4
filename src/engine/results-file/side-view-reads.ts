import { lineValuesAt, type LineValues } from '@/lib/side-view/line-values'
import type { Costed, ResultsFileSession } from '@/lib/results-file/session'
import { MESH_VARIABLES } from '@/lib/results-file/slices'

/** A side view's values at one output time: only the asked cells leave the worker. */
export function lineValues(
  open: ResultsFileSession,
  places: readonly number[],
  timeIndex: number,
): Costed<LineValues> {
  const { level, bottom } = MESH_VARIABLES['2D']
  const levels = open.step(level, timeIndex)
  const bottoms = open.places(bottom)
  const cost = {
    requests: levels.cost.requests + bottoms.cost.requests,
    bytes: levels.cost.bytes + bottoms.cost.bytes,
    ms: levels.cost.ms + bottoms.cost.ms,
  }
  return { value: lineValuesAt(places, levels.value, bottoms.value), cost }
}

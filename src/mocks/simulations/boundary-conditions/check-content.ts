import {
  checkBoundaryCoverage,
  type BoundaryRef,
} from '@/api/simulations/boundary-conditions-coverage'
import { boundaryConditionsContent } from '@/api/simulations/boundary-conditions-schema'
import type { World } from '@/mocks/db/world'
import type { MockSimulation } from '@/mocks/db/records'

export type ContentCheck = { ok: true } | { ok: false; detail: string[] }

/** The model's boundaries as the file names them (`id` = `boundary_id`, `type` 1D/2D). */
export function boundariesOfModel(world: World, modelId: number): BoundaryRef[] {
  return world.boundaryConditions
    .filter((condition) => condition.hydromodel_id === modelId)
    .map((condition) => ({
      id: condition.boundary_id,
      type: condition.dimension === 'one_d' ? '1D' : '2D',
    }))
}

/**
 * decisions.md "Initial conditions and events": the uploaded JSON is checked for shape, then for
 * coverage with the checker the editor uses. A run longer than a series is not an error.
 */
export function checkBoundaryContent(
  world: World,
  simulation: MockSimulation,
  bytes: Uint8Array,
): ContentCheck {
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return { ok: false, detail: ['The file is not JSON.'] }
  }
  const shape = boundaryConditionsContent.safeParse(parsed)
  if (!shape.success) {
    return {
      ok: false,
      detail: shape.error.issues
        .slice(0, 10)
        .map((issue) => `Item ${issue.path.join('.') || '(root)'}: ${issue.message}`),
    }
  }
  const boundaries = boundariesOfModel(world, simulation.hydromodel_id)
  const { problems } = checkBoundaryCoverage(shape.data, boundaries, simulation.duration)
  return problems.length === 0
    ? { ok: true }
    : { ok: false, detail: problems.map((p) => p.message) }
}

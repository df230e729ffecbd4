import {
  checkBoundaryCoverage,
  type BoundaryRef,
} from '@/api/simulations/boundary-conditions-coverage'
import { boundaryConditionsContent } from '@/api/simulations/boundary-conditions-schema'
import type { World } from '@/mocks/db/world'
import type { MockSimulation } from '@/mocks/db/records'

export type ContentCheck = { ok: true } | { ok: false; detail: string[] }

export function boundariesOfModel(world: World, modelId: number): BoundaryRef[] {
  return world.boundaryConditions
    .filter((condition) => condition.hydromodel_id === modelId)
    .map((condition) => ({
      id: condition.boundary_id,
      type: condition.dimension === 'one_d' ? '1D' : '2D',
    }))
}

/** Checked for shape, then for coverage by the editor's checker; a run beyond a series is fine. */
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

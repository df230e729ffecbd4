import type { World } from '@/mocks/db/world'
import type { MockSimulation } from '@/mocks/db/records'

export type CrashPlan = { time: number; exitCode: number; detail: string }

/** Runs of a sewer model longer than this crash (README "Simulations": the crash rule). */
export const SEWER_CRASH_MIN_DURATION = 12 * 3600
export const SEWER_CRASH_FRACTION = 0.6
export const SEWER_CRASH_EXIT_CODE = 1

/** The one reason a new run crashes, so a demo or test can cause or avoid it: long sewer runs. */
export function crashPlanFor(world: World, simulation: MockSimulation): CrashPlan | null {
  const model = world.models.find((candidate) => candidate.id === simulation.hydromodel_id)
  if (model?.fixture.kind !== 'sewer' || simulation.duration <= SEWER_CRASH_MIN_DURATION) {
    return null
  }
  const time = Math.round(simulation.duration * SEWER_CRASH_FRACTION)
  return { time, exitCode: SEWER_CRASH_EXIT_CODE, detail: solverDivergence(time) }
}

export function solverDivergence(time: number): string {
  return `Matrix solver did not converge at t=${time} s`
}

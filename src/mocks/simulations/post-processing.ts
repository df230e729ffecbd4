import type { PostProcessingStatusName } from '@/api/simulations/post-processing-schema'
import type { World } from '@/mocks/db/world'
import type { MockPostProcessing, MockSimulation } from '@/mocks/db/records'

export const VIEWER_REQUESTED_SECONDS = 2
export const VIEWER_ARCHIVING_SECONDS = 4

/** The documented failing-viewer demo case (src/mocks/README.md); a retry archives. */
export const ARCHIVING_FAILS_MARK = 'archiving fails'

export function postProcessingsOf(world: World): MockPostProcessing[] {
  return world.postProcessing
}

export function postProcessingOf(world: World, simulationId: number) {
  return postProcessingsOf(world).find((record) => record.simulation_id === simulationId)
}

export type DerivedStatus = { status: PostProcessingStatusName; created: string }

export function viewerHistory(record: MockPostProcessing | undefined, now: Date): DerivedStatus[] {
  if (!record?.basic) return []
  const history: DerivedStatus[] = [{ status: 'created', created: record.basic.created }]
  if (record.triggered_at === null) return history
  const fails = record.basic.scenario_name.toLowerCase().includes(ARCHIVING_FAILS_MARK)
  const attempts = [record.triggered_at, ...(record.retried_at ?? [])]
  attempts.forEach((at, index) => {
    history.push(...attemptSteps(Date.parse(at), fails && index === 0, now.getTime()))
  })
  return history
}

function attemptSteps(requested: number, fails: boolean, now: number): DerivedStatus[] {
  const archiving = requested + VIEWER_REQUESTED_SECONDS * 1000
  const outcome = archiving + VIEWER_ARCHIVING_SECONDS * 1000
  const steps: [PostProcessingStatusName, number][] = [
    ['requested', requested],
    ['archiving', archiving],
    [fails ? 'archiving_failed' : 'archived', outcome],
  ]
  return steps
    .filter(([, at]) => at <= now)
    .map(([status, at]) => ({ status, created: new Date(at).toISOString() }))
}

export function triggerViewerOnFinish(world: World, simulation: MockSimulation, at: number) {
  const record = postProcessingOf(world, simulation.id)
  if (record?.basic && record.triggered_at === null) {
    record.triggered_at = new Date(at).toISOString()
  }
}

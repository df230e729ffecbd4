import type { PostProcessingStatusName } from '@/api/simulations/post-processing-schema'
import type { World } from '@/mocks/db/world'
import type { MockPostProcessing, MockSimulation } from '@/mocks/db/records'

/** Real seconds from `requested` to `archiving`, and from `archiving` to its outcome. */
export const VIEWER_REQUESTED_SECONDS = 2
export const VIEWER_ARCHIVING_SECONDS = 4

/**
 * The documented demo case of a failing viewer (src/mocks/README.md): a scenario name that
 * contains this text ends its first attempt in `archiving_failed`; a retry archives.
 */
export const ARCHIVING_FAILS_MARK = 'archiving fails'

export function postProcessingsOf(world: World): MockPostProcessing[] {
  return world.postProcessing
}

export function postProcessingOf(world: World, simulationId: number) {
  return postProcessingsOf(world).find((record) => record.simulation_id === simulationId)
}

export type DerivedStatus = { status: PostProcessingStatusName; created: string }

/** Every status the viewer went through up to `now`, oldest first; empty before a Basic. */
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

/** One attempt of the viewer (a trigger or a retry): requested, archiving, then its outcome. */
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

/** Requests the viewer for a run that finished with a Basic resource (called by the engine). */
export function triggerViewerOnFinish(world: World, simulation: MockSimulation, at: number) {
  const record = postProcessingOf(world, simulation.id)
  if (record?.basic && record.triggered_at === null) {
    record.triggered_at = new Date(at).toISOString()
  }
}

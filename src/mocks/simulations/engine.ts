import type { World } from '@/mocks/db/world'
import { holdsSession, latestStatuses } from './history'
import { appendStatus, dueTransition, status, type Transition } from './transitions'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

/** A bound on transitions per call; a run needs at most a handful, so this only stops a bug. */
const MAX_STEPS = 10_000

/** No timers: derived from stored timestamps, replayed in time order (an end frees a session). */
export function advanceOrganisations(world: World, organisations: readonly string[], now: Date) {
  let changed = false
  for (const organisation of new Set(organisations)) {
    changed = advanceOrganisation(world, organisation, now.getTime()) || changed
  }
  return changed
}

export function advance(world: World, simulation: MockSimulation, now: Date): boolean {
  return advanceOrganisations(world, [simulation.organisation], now)
}

type Run = { simulation: MockSimulation; latest: MockStatus }

function advanceOrganisation(world: World, organisation: string, now: number): boolean {
  const latest = latestStatuses(world)
  const runs: Run[] = world.simulations
    .filter((simulation) => simulation.organisation === organisation)
    .flatMap((simulation) => {
      const current = latest.get(simulation.id)
      return current ? [{ simulation, latest: current }] : []
    })
  let changed = false
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const due = earliestDue(world, runs)
    if (!due || due.transition.at > now) break
    const freed = holdsSession(due.run.latest)
    due.run.latest = appendStatus(world, due.run.simulation, due.transition.next, due.transition.at)
    changed = true
    if (freed && !holdsSession(due.run.latest)) startQueued(world, runs, due.transition.at)
  }
  // A raised session limit lets waiting runs start now rather than at some past instant.
  return startQueued(world, runs, now) || changed
}

function earliestDue(world: World, runs: Run[]): { run: Run; transition: Transition } | null {
  let best: { run: Run; transition: Transition } | null = null
  for (const run of runs) {
    const transition = dueTransition(world, run.simulation, run.latest)
    if (transition && (!best || transition.at < best.transition.at)) best = { run, transition }
  }
  return best
}

function startQueued(world: World, runs: Run[], at: number): boolean {
  let started = false
  const limit = world.simulationSettings.maxConcurrentRuns
  const waiting = runs
    .filter((run) => run.latest.name === 'queued')
    .sort(
      (a, b) =>
        Date.parse(a.latest.created) - Date.parse(b.latest.created) || a.latest.id - b.latest.id,
    )
  for (const run of waiting) {
    if (runs.filter((other) => holdsSession(other.latest)).length >= limit) break
    const startAt = Math.max(at, Date.parse(run.latest.created))
    run.latest = appendStatus(
      world,
      run.simulation,
      status('starting', run.latest.time ?? 0),
      startAt,
    )
    started = true
  }
  return started
}

export function sessionsInUse(world: World, organisation: string): number {
  const latest = latestStatuses(world)
  return world.simulations.filter((simulation) => {
    const current = latest.get(simulation.id)
    return (
      simulation.organisation === organisation && current !== undefined && holdsSession(current)
    )
  }).length
}

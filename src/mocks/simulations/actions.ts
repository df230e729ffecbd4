import type { ActionName } from '@/api/simulations/schema'
import type { World } from '@/mocks/db/world'
import { advance, sessionsInUse } from './engine'
import { describeStatus, latestStatusOf, liveTime } from './history'
import { appendStatus, status, type NextStatus } from './transitions'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

export const SHUTDOWN_DETAIL = 'Shut down by user'

/** 201 with the action done, 202 when the run waits in the queue (reference "Action"). */
export type ActionOutcome =
  { ok: true; code: 201 | 202; done: ActionName } | { ok: false; message: string }

/** What an action does from a status; a string is a refusal of its own, null the usual one. */
type Step = { next: NextStatus; done: ActionName } | string | null

/** A refusal names the action and the status; the handler answers it as a 400 on `name`. */
export function applyAction(
  world: World,
  simulation: MockSimulation,
  action: ActionName,
  now: Date,
): ActionOutcome {
  advance(world, simulation, now)
  const latest = latestStatusOf(world, simulation.id)
  if (!latest) return { ok: false, message: 'This simulation has no status.' }
  const step = planStep(world, simulation, latest, action, now)
  if (step === null) {
    return {
      ok: false,
      message: `Cannot ${action} a simulation that is ${describeStatus(latest)}.`,
    }
  }
  if (typeof step === 'string') return { ok: false, message: step }
  appendStatus(world, simulation, step.next, now.getTime())
  // A shutdown frees a session a queued run may take at once.
  advance(world, simulation, now)
  return { ok: true, code: step.next.name === 'queued' ? 202 : 201, done: step.done }
}

function planStep(
  world: World,
  simulation: MockSimulation,
  latest: MockStatus,
  action: ActionName,
  now: Date,
): Step {
  const time = liveTime(simulation, latest, world.simulationSettings, now)
  const paused = latest.name === 'initialized' && latest.paused === true
  const running = latest.name === 'initialized' && latest.paused === false
  switch (action) {
    case 'initialize':
      if (latest.name !== 'created') return null
      if (!hasFreeSession(world, simulation)) return sessionsFull(world)
      return {
        next: status('starting', time, { pause_when_initialized: true }),
        done: 'initialize',
      }
    case 'start':
    case 'queue':
      if (paused && action === 'start') {
        return { next: status('initialized', time, { paused: false }), done: 'start' }
      }
      if (latest.name !== 'created') return null
      return hasFreeSession(world, simulation)
        ? { next: status('starting', time), done: 'start' }
        : { next: status('queued', time), done: 'queue' }
    case 'pause':
      return running ? { next: status('initialized', time, { paused: true }), done: 'pause' } : null
    case 'shutdown':
      return paused || running || latest.name === 'starting' || latest.name === 'queued'
        ? { next: status('ended', time, { detail: SHUTDOWN_DETAIL }), done: 'shutdown' }
        : null
    case 'dequeue':
      return latest.name === 'queued' ? { next: status('created', time), done: 'dequeue' } : null
  }
}

function hasFreeSession(world: World, simulation: MockSimulation): boolean {
  return sessionsInUse(world, simulation.organisation) < world.simulationSettings.maxConcurrentRuns
}

function sessionsFull(world: World): string {
  const limit = world.simulationSettings.maxConcurrentRuns
  return `Cannot initialize a simulation while all ${limit} sessions of its organisation are in use; queue it instead.`
}

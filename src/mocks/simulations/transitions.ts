import { nextId, type World } from '@/mocks/db/world'
import { crashPlanFor } from './crash'
import { triggerViewerOnFinish } from './post-processing'
import { addResultFiles } from './result-files'
import { addSavedStatesFromEvents } from './saved-state-events'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

/** A status to append; `id`, `created` and `simulation_id` are filled in when it is. */
export type NextStatus = Omit<MockStatus, 'id' | 'created' | 'simulation_id'>
export type Transition = { at: number; next: NextStatus }

const SECOND = 1000

/** The transition a status leads to by itself (no action), and when; null when it waits. */
export function dueTransition(
  world: World,
  simulation: MockSimulation,
  latest: MockStatus,
): Transition | null {
  const settings = world.simulationSettings
  const since = Date.parse(latest.created)
  const time = latest.time ?? 0
  switch (latest.name) {
    case 'starting':
      return {
        at: since + settings.startingSeconds * SECOND,
        next: status('initialized', time, { paused: latest.pause_when_initialized ?? false }),
      }
    case 'initialized':
      return latest.paused ? null : runOutcome(world, simulation, latest)
    case 'ended':
      return {
        at: since + settings.endedSeconds * SECOND,
        next: status('postprocessing', time, { detail: latest.detail ?? null }),
      }
    case 'postprocessing':
      return {
        at: since + settings.postprocessingSeconds * SECOND,
        next: status('finished', time, { exit_code: 0, detail: latest.detail ?? null }),
      }
    default:
      return null
  }
}

function runOutcome(world: World, simulation: MockSimulation, latest: MockStatus): Transition {
  const rate = world.simulationSettings.simulatedSecondsPerSecond
  const since = Date.parse(latest.created)
  const from = latest.time ?? 0
  const reachedAt = (time: number) => since + Math.ceil(((time - from) / rate) * SECOND)
  const crash = crashPlanFor(world, simulation)
  if (crash && crash.time >= from) {
    return {
      at: reachedAt(crash.time),
      next: status('crashed', crash.time, { exit_code: crash.exitCode, detail: crash.detail }),
    }
  }
  return { at: reachedAt(simulation.duration), next: status('ended', simulation.duration) }
}

export function status(
  name: MockStatus['name'],
  time: number,
  extra: Partial<NextStatus> = {},
): NextStatus {
  return { name, time, paused: null, exit_code: null, detail: null, ...extra }
}

/** Appends a status at `at` (epoch ms) and makes the files a finished or crashed run leaves. */
export function appendStatus(
  world: World,
  simulation: MockSimulation,
  next: NextStatus,
  at: number,
): MockStatus {
  const record: MockStatus = {
    id: nextId(world, 'simulationStatuses'),
    created: new Date(at).toISOString(),
    simulation_id: simulation.id,
    ...next,
  }
  world.simulationStatuses.push(record)
  if (record.name === 'finished' || record.name === 'crashed') {
    addResultFiles(world, simulation, record)
    addSavedStatesFromEvents(world, simulation, record)
  }
  if (record.name === 'finished') triggerViewerOnFinish(world, simulation, at)
  return record
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { actionNames, type ActionName } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { createWorld } from '@/mocks/db/create-world'
import type { World } from '@/mocks/db/world'
import { applyAction } from './actions'
import { createSimulation } from './create'
import { advance, sessionsInUse } from './engine'
import { historyOf, latestStatusOf, liveTime } from './history'
import { resultFilesOf } from './result-files'
import type { MockSimulation } from '@/mocks/db/records'

const seeded = createWorld({ now: new Date('2026-11-21T12:00:00Z') })
const START = new Date('2026-11-21T12:00:00Z')
const PWB = POLDER_WATER_BOARD.unique_id

type Command = { kind: 'act'; run: number; action: ActionName } | { kind: 'tick'; seconds: number }

const command = fc.oneof(
  fc.record({
    kind: fc.constant('act' as const),
    run: fc.integer({ min: 0, max: 4 }),
    action: fc.constantFrom(...actionNames),
  }),
  fc.record({ kind: fc.constant('tick' as const), seconds: fc.integer({ min: 0, max: 25 }) }),
)
/** Models 1 (polder) and 3 (sewer), so the crash rule is in play; durations up to 14 h. */
const runSpec = fc.record({
  model: fc.constantFrom(1, 3),
  duration: fc.integer({ min: 60, max: 14 * 3600 }),
})

function scenario(specs: { model: number; duration: number }[]) {
  const world: World = structuredClone(seeded)
  const modeller = world.users.find((user) => user.username === 'modeller')
  if (!modeller) throw new Error('no modeller in the seed')
  const runs: MockSimulation[] = specs.map((spec, index) => {
    const body = {
      name: `run ${index}`,
      hydromodel: spec.model,
      organisation: PWB,
      start_datetime: START.toISOString(),
      duration: spec.duration,
    }
    const creation = createSimulation(world, modeller, body, START)
    if (!creation.ok) throw new Error(JSON.stringify(creation.errors))
    return creation.simulation
  })
  return { world, runs }
}

function play(
  specs: { model: number; duration: number }[],
  commands: Command[],
  readEveryTick: boolean,
) {
  const { world, runs } = scenario(specs)
  let now = START
  for (const step of commands) {
    if (step.kind === 'tick') {
      now = new Date(now.getTime() + step.seconds * 1000)
      if (readEveryTick) runs.forEach((run) => advance(world, run, now))
    } else {
      const run = runs[step.run % runs.length]
      if (run) applyAction(world, run, step.action, now)
    }
    if (readEveryTick) expectInvariants(world, runs, now)
  }
  runs.forEach((run) => advance(world, run, now))
  return { world, runs }
}

function expectInvariants(world: World, runs: MockSimulation[], now: Date) {
  const sessions = sessionsInUse(world, PWB)
  expect(sessions).toBeLessThanOrEqual(world.simulationSettings.maxConcurrentRuns)
  const waiting = runs.some((run) => latestStatusOf(world, run.id)?.name === 'queued')
  if (waiting) expect(sessions).toBe(world.simulationSettings.maxConcurrentRuns)
  for (const run of runs) {
    const latest = latestStatusOf(world, run.id)
    if (latest) {
      expect(liveTime(run, latest, world.simulationSettings, now)).toBeLessThanOrEqual(run.duration)
    }
  }
}

function expectCoherentHistory(world: World, run: MockSimulation) {
  const history = historyOf(world, run.id)
  expect(history[0]?.name).toBe('created')
  const times = history.map((status) => Date.parse(status.created))
  expect(times).toEqual([...times].sort((a, b) => a - b))
  const terminal = history.findIndex((status) => ['finished', 'crashed'].includes(status.name))
  if (terminal >= 0) expect(terminal).toBe(history.length - 1)
  const final = history.at(-1)
  if (final?.name === 'finished') expect(final.exit_code).toBe(0)
  if (final?.name === 'crashed') expect(final.exit_code).not.toBe(0)
  // The sewer model (3) defines no aggregation: no aggregate_results_hydro.nc.
  const finishedFiles = run.hydromodel_id === 3 ? 2 : 3
  const files = final?.name === 'finished' ? finishedFiles : final?.name === 'crashed' ? 1 : 0
  expect(resultFilesOf(world, run.id)).toHaveLength(files)
}

describe('the status engine under any sequence of actions and clock steps', () => {
  it('keeps the session limit, never idles a session while a run waits, tells coherent histories', () => {
    fc.assert(
      fc.property(
        fc.array(runSpec, { minLength: 5, maxLength: 5 }),
        fc.array(command, { maxLength: 40 }),
        (specs, commands) => {
          const { world, runs } = play(specs, commands, true)
          for (const run of runs) expectCoherentHistory(world, run)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('does not depend on when it is read: lazy derivation equals reading at every step', () => {
    fc.assert(
      fc.property(
        fc.array(runSpec, { minLength: 5, maxLength: 5 }),
        fc.array(command, { maxLength: 40 }),
        (specs, commands) => {
          const eager = play(specs, commands, true)
          const lazy = play(specs, commands, false)
          const histories = (world: World, runs: MockSimulation[]) =>
            runs.map((run) => historyOf(world, run.id).map(({ id: _id, ...status }) => status))
          expect(histories(lazy.world, lazy.runs)).toEqual(histories(eager.world, eager.runs))
        },
      ),
      { numRuns: 100 },
    )
  })
})

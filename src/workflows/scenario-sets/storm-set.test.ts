import { describe, expect, it } from 'vitest'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { planSet, setRunCount, type StormChoice } from './plan-set'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const base = copyBase(backend)

const STORMS: StormChoice[] = [8, 9, 10].map((number) => ({
  label: `storm ${number}`,
  filename: `rain-storm-${number}.nc`,
}))

/** Each run's own breach (its potential breach) and rain file, as its copy plan will create them. */
function ownSteps(plan: Awaited<ReturnType<typeof planSet>>) {
  return plan.runs.map(({ copy }) => ({
    name: copy.steps[0]?.kind === 'simulation' ? copy.steps[0].body.name : null,
    breaches: copy.steps.flatMap((step) =>
      step.kind === 'breach' ? [step.body.potential_breach] : [],
    ),
    rain: copy.steps.flatMap((step) => (step.kind === 'rain-file' ? [step.filename] : [])),
  }))
}

describe('a scenario set over design storms', () => {
  it('makes one run per storm, each with its storm’s file and the base’s breach', async () => {
    const run = await base.createBreachBase()
    const [first] = base.potentialBreaches()
    const plan = await planSet(createTestQueryClient(), run, {
      kind: 'storms',
      name: 'Storms',
      now: backend.now(),
      storms: STORMS,
      breaches: [],
      depth: 'base',
    })
    expect(plan.runs).toHaveLength(setRunCount(3, 0))
    expect(ownSteps(plan)).toEqual(
      [8, 9, 10].map((number) => ({
        name: `Base run – storm ${number}`,
        breaches: [first?.id],
        rain: [`rain-storm-${number}.nc`],
      })),
    )
  })

  it('over storms × breaches makes a run for each pair, named by both', async () => {
    const run = await base.createBreachBase()
    const breaches = base.breachChoices(2)
    const plan = await planSet(createTestQueryClient(), run, {
      kind: 'storms',
      name: 'Storms and breaches',
      now: backend.now(),
      storms: STORMS,
      breaches,
      depth: 'base',
    })
    expect(setRunCount(3, 2)).toBe(6)
    expect(plan.runs).toHaveLength(6)
    expect(ownSteps(plan)).toEqual(
      [8, 9, 10].flatMap((number) =>
        breaches.map(({ potentialBreachId, code }) => ({
          name: `Base run – storm ${number} × ${code}`,
          breaches: [potentialBreachId],
          rain: [`rain-storm-${number}.nc`],
        })),
      ),
    )
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@/mocks/handlers'
import { createContractClient, routeKey, type CheckedAnswer } from './mock-client'
import { deviations } from './deviations'
import { loadReference } from './reference'
import { authScenarios } from './scenarios/auth'
import { configurationInitialScenarios } from './scenarios/configuration-initial'
import { boundaryConditionsScenarios } from './scenarios/boundary-conditions'
import { breachScenarios } from './scenarios/breaches'
import { modelScenarios } from './scenarios/models'
import { postProcessingScenarios } from './scenarios/post-processing'
import { rainScenarios } from './scenarios/rain'
import { resultScenarios } from './scenarios/results'
import { simulationScenarios } from './scenarios/simulations'
import { structureControlScenarios } from './scenarios/structure-controls'
import { deviationsNeededSoFar } from './validate'

/** A fixed "now" three weeks after the seed anchor, as the demo would see it. */
const START = new Date('2026-11-21T12:00:00Z')

const scenarios = [
  ...authScenarios,
  ...modelScenarios,
  ...simulationScenarios,
  ...resultScenarios,
  ...postProcessingScenarios,
  ...configurationInitialScenarios,
  ...rainScenarios,
  ...breachScenarios,
  ...boundaryConditionsScenarios,
  ...structureControlScenarios,
]

/** One line per route and status, list indices folded (`/results/*`), each message once. */
function summarise(answers: CheckedAnswer[]): string[] {
  const byRoute = new Map<string, { requests: number; messages: Set<string> }>()
  for (const answer of answers.filter((candidate) => candidate.violations.length > 0)) {
    const key = `${answer.route ?? answer.request} → ${answer.status}`
    const entry = byRoute.get(key) ?? { requests: 0, messages: new Set<string>() }
    entry.requests += 1
    for (const message of answer.violations)
      entry.messages.add(message.replace(/\/\d+(?=\/| |$)/g, '/*'))
    byRoute.set(key, entry)
  }
  return [...byRoute].map(
    ([key, { requests, messages }]) => `${key} (${requests}×): ${[...messages].join('; ')}`,
  )
}

describe('every answer of the mock conforms to the reference (docs/spec)', () => {
  const client = createContractClient(START)
  // Reading and converting the 390 kB reference takes a second or two, more on a busy machine.
  beforeAll(() => void loadReference(), 60_000)

  it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s',
    { timeout: 30_000 },
    async (_, scenario) => {
      const before = client.answers.length
      await scenario.run(client)
      expect(summarise(client.answers.slice(before))).toEqual([])
    },
  )

  it('covers every route of the mock with a successful answer', () => {
    const answered = new Set(
      client.answers.filter((answer) => answer.status < 300).map((answer) => answer.route),
    )
    const missing = routes
      .map(routeKey)
      .filter((key) => !answered.has(key))
      .map(
        (key) =>
          `${key} has no contract case: add a scenario answering it 2xx in src/contract/scenarios/`,
      )
    expect(missing).toEqual([])
  })

  it('needs every allowance deviations.ts gives the answers', () => {
    const unneeded = deviations
      .filter((deviation) => 'answers' in deviation && !deviationsNeededSoFar().has(deviation))
      .map(
        ({ component, property }) =>
          `${component}.${property}: no answer of the scenarios needs this deviation; remove it, or add the scenario that does`,
      )
    expect(unneeded).toEqual([])
  })
})

import { simulation, type Simulation } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'

type Api = (path: string, call: { body: unknown }) => Promise<{ status: number; body: unknown }>

/** When every run the tests create starts. */
export const NEW_RUN_START = '2026-11-21T00:00:00Z'

export type NewRun = {
  name?: string
  hydromodel?: number | string
  duration?: number
  tags?: string[]
}

/** The body that creates a run: by default an hour on model '1' (Zuidplaspolder) from 21 Nov 2026. */
export const newRunBody = ({
  name = 'Test run',
  hydromodel = '1',
  duration = 3600,
  tags,
}: NewRun) => ({
  name,
  hydromodel,
  organisation: POLDER_WATER_BOARD.unique_id,
  start_datetime: NEW_RUN_START,
  duration,
  tags,
})

/** A run the test backend creates from `newRunBody(run)`. */
export async function createSimulation(api: Api, run: NewRun = {}): Promise<Simulation> {
  const body = newRunBody(run)
  const answer = await api('/simulations/', { body })
  if (answer.status !== 201) {
    throw new Error(
      `Creating ${body.name} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    )
  }
  return simulation.parse(answer.body)
}

/** The id of a run `createSimulation` made. */
export const createRun = async (api: Api, run: NewRun = {}): Promise<number> =>
  (await createSimulation(api, run)).id

/** Adds a breach through `potentialBreach` from the run's start: `width` m wide, deepest after `deepestAfter` s. */
export async function addBreach(
  api: Api,
  runId: number,
  potentialBreach: number,
  { width = 10, deepestAfter = 600 }: { width?: number; deepestAfter?: number } = {},
): Promise<void> {
  const answer = await api(`/simulations/${runId}/events/breaches/`, {
    body: {
      potential_breach: potentialBreach,
      offset: 0,
      duration_till_max_depth: deepestAfter,
      initial_width: width,
    },
  })
  if (answer.status !== 201) {
    throw new Error(`Adding a breach answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
}

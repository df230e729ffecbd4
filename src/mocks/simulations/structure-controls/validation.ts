import {
  tableControlProblems,
  timedControlProblems,
  type TableStructureControlCreate,
  type TimedStructureControlCreate,
} from '@/api/simulations/structure-control-schema'
import type { World } from '@/mocks/db/world'
import type { BackendContext } from '@/mocks/router'
import { createBackgroundChecks } from '@/mocks/storage/background-checks'
import { checkAgainstModel } from './model-data'
import { structureControlRecords } from './records'
import type { MockStructureControl } from '@/mocks/db/records'

const checks = createBackgroundChecks()

export const structureControlChecksSettled = checks.settled

function problemsOf(world: World, record: MockStructureControl) {
  const simulation = world.simulations.find((each) => each.id === record.simulation_id)
  const model = world.models.find((each) => each.id === simulation?.hydromodel_id)
  const rules =
    record.kind === 'table'
      ? tableControlProblems(record.body as TableStructureControlCreate)
      : timedControlProblems(record.body as TimedStructureControlCreate)
  const messages = rules.map((problem) => problem.message)
  if (!model) return { messages: [...messages, 'The simulation’s model is gone.'], gridId: null }
  const modelCheck = checkAgainstModel(model, record.body)
  return { messages: [...messages, ...modelCheck.problems], gridId: modelCheck.gridId }
}

/** Starts `processing`, checked after the POST: `valid`, or `invalid` naming each broken rule. */
export function checkStructureControls(
  ctx: BackendContext,
  records: readonly MockStructureControl[],
) {
  for (const record of records) {
    if (record.state !== 'processing' || checks.isRunning(ctx.storage, record.id)) continue
    const { id } = record
    const check = Promise.resolve().then(() =>
      ctx.change((world) => {
        // The world may have been replaced (another tab) or the record removed.
        const current = structureControlRecords(world).find((each) => each.id === id)
        if (!current || current.state !== 'processing') return
        const { messages, gridId } = problemsOf(world, current)
        current.state = messages.length === 0 ? 'valid' : 'invalid'
        current.state_detail = messages.length === 0 ? null : messages
        current.resolved_grid_id = messages.length === 0 ? gridId : null
      }),
    )
    checks.track(ctx.storage, id, check)
  }
}

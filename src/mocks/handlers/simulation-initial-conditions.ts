import type { z } from 'zod'
import {
  initialConditionPaths,
  initialSavedStateCreate,
  predefinedWaterLevelCreate,
  rasterWaterLevelCreate,
  type InitialConditionKind,
} from '@/api/simulations/initial-conditions-schema'
import { createRandom } from '@/mocks/db/random'
import { nextId, type World } from '@/mocks/db/world'
import { isExpired } from '@/mocks/seed/models/saved-state-records'
import { defineListQuery, ID_FILTER } from '@/mocks/filters/list-query'
import { badRequest, created, type FieldErrors } from '@/mocks/http'
import type { Route, RouteContext } from '@/mocks/router'
import {
  initialConditionConflict,
  initialConditionRecord,
  initialConditionsOf,
  initialConditionsOfSimulation,
} from '@/mocks/simulations/initial-conditions'
import { uuidFrom } from '@/mocks/simulations/uuid'
import { configurableSimulationWithBody } from './simulation-config-access'
import { simulationRecordRoutes } from './simulation-record-routes'
import type { MockInitialCondition, MockSimulation } from '@/mocks/db/records'

const listQuery = defineListQuery<MockInitialCondition>({
  fields: { id: ID_FILTER },
  ordering: { id: (record) => record.id },
  defaultOrdering: ['id'],
})

type Checked<Fields> = { ok: true; fields: Fields } | { ok: false; errors: FieldErrors }

type Creation<Body, Fields> = {
  kind: InitialConditionKind
  schema: z.ZodType<Body>
  conflictField: string
  check: (world: World, simulation: MockSimulation, body: Body, now: Date) => Checked<Fields>
}

function checkSavedState(
  world: World,
  simulation: MockSimulation,
  body: z.output<typeof initialSavedStateCreate>,
  now: Date,
): Checked<{ saved_state_id: number }> {
  const state = world.savedStates.find(
    (candidate) =>
      candidate.id === body.saved_state && candidate.hydromodel_id === simulation.hydromodel_id,
  )
  if (!state) {
    const message = `Saved state ${body.saved_state} is not a saved state of model ${simulation.hydromodel_id}, the model of this simulation.`
    return { ok: false, errors: { saved_state: [message] } }
  }
  if (isExpired(state, now)) {
    const message = `Saved state ${state.id} expired on ${state.expiry}; saved states can be used for 7 days.`
    return { ok: false, errors: { saved_state: [message] } }
  }
  return { ok: true, fields: { saved_state_id: state.id } }
}

function checkRaster(
  world: World,
  simulation: MockSimulation,
  body: z.output<typeof rasterWaterLevelCreate>,
): Checked<{ raster_id: number; aggregation_method: typeof body.aggregation_method }> {
  const raster = world.rasters.find(
    (candidate) =>
      candidate.id === body.initial_waterlevel &&
      candidate.hydromodel_id === simulation.hydromodel_id &&
      candidate.type === 'initial_waterlevel_file',
  )
  if (!raster) {
    const message = `Raster ${body.initial_waterlevel} is not the initial water level raster (initial_waterlevel_file) of model ${simulation.hydromodel_id}.`
    return { ok: false, errors: { initial_waterlevel: [message] } }
  }
  return { ok: true, fields: { raster_id: raster.id, aggregation_method: body.aggregation_method } }
}

function creation<Body, Fields extends object>(spec: Creation<Body, Fields>) {
  return async (ctx: RouteContext): Promise<Response> => {
    const found = await configurableSimulationWithBody(ctx, spec.schema)
    if (!found.ok) return found.response
    const { simulation, body } = found.value
    const checked = spec.check(ctx.world, simulation, body, ctx.now())
    if (!checked.ok) return badRequest(checked.errors)
    const conflict = initialConditionConflict(ctx.world, simulation.id, spec.kind)
    if (conflict) return badRequest({ [spec.conflictField]: [conflict] })
    const id = nextId(ctx.world, 'initialConditions')
    const record = {
      id,
      simulation_id: simulation.id,
      uid: uuidFrom(createRandom(id * 104_729 + ctx.now().getTime())),
      kind: spec.kind,
      ...checked.fields,
    } as MockInitialCondition
    initialConditionsOf(ctx.world).push(record)
    return created(initialConditionRecord(ctx.world, record, ctx.apiUrl))
  }
}

function recordsOfKind(ctx: RouteContext, simulation: MockSimulation, kind: InitialConditionKind) {
  return initialConditionsOfSimulation(ctx.world, simulation.id).filter(
    (record) => record.kind === kind,
  )
}

function routesOf<Body, Fields extends object>(spec: Creation<Body, Fields>): Route[] {
  return simulationRecordRoutes({
    path: `/simulations/:id/initial/${initialConditionPaths[spec.kind]}/`,
    recordsOf: (ctx, simulation) => recordsOfKind(ctx, simulation, spec.kind),
    collection: initialConditionsOf,
    listQuery,
    answer: (ctx, record) => initialConditionRecord(ctx.world, record, ctx.apiUrl),
    create: creation(spec),
  })
}

export const initialConditionRoutes: Route[] = [
  ...routesOf({
    kind: 'saved_state',
    schema: initialSavedStateCreate,
    conflictField: 'saved_state',
    check: checkSavedState,
  }),
  ...routesOf({
    kind: 'predefined_1d',
    schema: predefinedWaterLevelCreate,
    conflictField: 'non_field_errors',
    check: () => ({ ok: true, fields: {} }),
  }),
  ...routesOf({
    kind: 'raster_2d',
    schema: rasterWaterLevelCreate,
    conflictField: 'non_field_errors',
    check: (world, simulation, body) => checkRaster(world, simulation, body),
  }),
]

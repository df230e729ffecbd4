import {
  arrivalPostProcessingCreate,
  basicPostProcessingCreate,
  damagePostProcessingCreate,
} from '@/api/simulations/post-processing-schema'
import { createRandom } from '@/mocks/db/random'
import { nextId, type World } from '@/mocks/db/world'
import { badRequest, created, json, notFound } from '@/mocks/http'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { latestStatusOf } from '@/mocks/simulations/history'
import {
  postProcessingOf,
  postProcessingsOf,
  viewerHistory,
} from '@/mocks/simulations/post-processing'
import { postProcessingOverview } from '@/mocks/simulations/post-processing-overview'
import { simulationPath } from '@/mocks/simulations/records'
import { uuidFrom } from '@/mocks/simulations/uuid'
import { simulationOfPath, simulationWithBody } from './simulation-config-access'
import type { MockPostProcessing, MockSimulation } from '@/mocks/db/records'

const base = '/simulations/:id/results/post_processing/viewer/'

const refused = (message: string) => badRequest({ non_field_errors: [message] })

const VIEWER_STARTED = 'The viewer was already triggered for this simulation; nothing can be added.'
const NEEDS_PROCESSED_BASIC =
  'This needs a Basic post-processing with process_basic_results=true first.'

function recordOf(world: World, simulation: MockSimulation): MockPostProcessing {
  const found = postProcessingOf(world, simulation.id)
  if (found) return found
  const record: MockPostProcessing = {
    simulation_id: simulation.id,
    id: nextId(world, 'postProcessing'),
    basic: null,
    arrival: null,
    damage: null,
    triggered_at: null,
  }
  postProcessingsOf(world).push(record)
  return record
}

function hasRawDem(world: World, simulation: MockSimulation): boolean {
  return world.rasters.some(
    (raster) => raster.hydromodel_id === simulation.hydromodel_id && raster.type === 'dem_raw_file',
  )
}

function refuseUnlessProcessedBasic(record: MockPostProcessing | undefined): Response | null {
  if (record?.triggered_at) return refused(VIEWER_STARTED)
  if (!record?.basic?.process_basic_results) return refused(NEEDS_PROCESSED_BASIC)
  return null
}

async function createBasic(ctx: RouteContext): Promise<Response> {
  const found = await simulationWithBody(ctx, basicPostProcessingCreate)
  if (!found.ok) return found.response
  const { simulation, body } = found.value
  const existing = postProcessingOf(ctx.world, simulation.id)
  if (existing?.triggered_at) return refused(VIEWER_STARTED)
  if (existing?.basic) return refused('This simulation already has a Basic post-processing.')
  if (body.process_basic_results && !hasRawDem(ctx.world, simulation)) {
    return badRequest({
      process_basic_results: [
        'The model has no raw DEM (dem_raw_file), which processing basic results needs.',
      ],
    })
  }
  const record = recordOf(ctx.world, simulation)
  const now = ctx.now()
  record.basic = {
    scenario_name: body.scenario_name ?? '',
    process_basic_results: body.process_basic_results,
    result_uuid: body.result_uuid ?? uuidFrom(createRandom(record.id * 7_919 + now.getTime())),
    created: now.toISOString(),
  }
  // A run that already finished is not triggered by this: POST …/viewer/start/ does that.
  const { created: _at, ...fields } = record.basic
  return created({ simulation: ctx.apiUrl(simulationPath(simulation.id)), ...fields })
}

async function createArrival(ctx: RouteContext): Promise<Response> {
  const found = await simulationWithBody(ctx, arrivalPostProcessingCreate)
  if (!found.ok) return found.response
  const { simulation } = found.value
  const existing = postProcessingOf(ctx.world, simulation.id)
  const refusal = refuseUnlessProcessedBasic(existing)
  if (refusal) return refusal
  if (existing?.arrival) return refused('This simulation already has an Arrival post-processing.')
  const record = recordOf(ctx.world, simulation)
  record.arrival = { created: ctx.now().toISOString() }
  return created({ basic_post_processing: record.id })
}

async function createDamage(ctx: RouteContext): Promise<Response> {
  const found = await simulationWithBody(ctx, damagePostProcessingCreate)
  if (!found.ok) return found.response
  const { simulation, body } = found.value
  const existing = postProcessingOf(ctx.world, simulation.id)
  const refusal = refuseUnlessProcessedBasic(existing)
  if (refusal) return refusal
  if (existing?.damage) return refused('This simulation already has a Damage post-processing.')
  const model = ctx.world.models.find((candidate) => candidate.id === simulation.hydromodel_id)
  if (!model?.fixture.inNetherlands) {
    return refused('Damage can only be estimated for models within the Netherlands.')
  }
  const record = recordOf(ctx.world, simulation)
  record.damage = { ...body, created: ctx.now().toISOString() }
  return created({ ...body, basic_post_processing: record.id })
}

async function startViewer(ctx: RouteContext): Promise<Response> {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const record = postProcessingOf(ctx.world, found.value.id)
  if (record?.triggered_at) return refused(VIEWER_STARTED)
  if (!record?.basic) return refused('Add a Basic post-processing before starting the viewer.')
  if (latestStatusOf(ctx.world, found.value.id)?.name !== 'finished') {
    return refused('The viewer starts for a simulation that has finished.')
  }
  record.triggered_at = ctx.now().toISOString()
  return created({})
}

function retryViewer(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const record = postProcessingOf(ctx.world, found.value.id)
  const now = ctx.now()
  if (!record || viewerHistory(record, now).at(-1)?.status !== 'archiving_failed') {
    return refused('The viewer is retried only after archiving failed.')
  }
  record.retried_at = [...(record.retried_at ?? []), now.toISOString()]
  return json({})
}

function overview(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const record = postProcessingOf(ctx.world, found.value.id)
  if (!record?.basic) return notFound('No basic post-processing resource found.')
  return json(postProcessingOverview(ctx.world, found.value, { ...record, basic: record.basic }))
}

function readResource(kind: 'basic' | 'arrival' | 'damage') {
  return (ctx: RouteContext): Response => {
    const found = simulationOfPath(ctx)
    if (!found.ok) return found.response
    const record = postProcessingOf(ctx.world, found.value.id)
    const simulation = ctx.apiUrl(simulationPath(found.value.id))
    if (kind === 'basic' && record?.basic) {
      const { created: _at, ...fields } = record.basic
      return json({ simulation, ...fields })
    }
    if (kind === 'arrival' && record?.arrival) return json({ basic_post_processing: record.id })
    if (kind === 'damage' && record?.damage) {
      const { created: _at, ...fields } = record.damage
      return json({ ...fields, basic_post_processing: record.id })
    }
    return notFound(`Resource ${kind} post-processing not found.`)
  }
}

function statusAnswers(ctx: RouteContext) {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found
  const simulation = ctx.apiUrl(simulationPath(found.value.id))
  const history = viewerHistory(postProcessingOf(ctx.world, found.value.id), ctx.now())
  return { ok: true as const, value: history.map((entry) => ({ simulation, ...entry })) }
}

function currentStatus(ctx: RouteContext): Response {
  const answers = statusAnswers(ctx)
  if (!answers.ok) return answers.response
  const latest = answers.value.at(-1)
  return latest ? json(latest) : notFound('Resource post_processing_status not found.')
}

function statusHistory(ctx: RouteContext): Response {
  const answers = statusAnswers(ctx)
  if (!answers.ok) return answers.response
  const results = [...answers.value].reverse()
  return json({ count: results.length, next: null, previous: null, results })
}

export const postProcessingRoutes: Route[] = [
  route('POST', `${base}basic/`, createBasic),
  route('POST', `${base}arrival/`, createArrival),
  route('POST', `${base}damage/`, createDamage),
  route('POST', `${base}start/`, startViewer),
  route('POST', `${base}start/retry/`, retryViewer),
  route('GET', `${base}overview/`, overview),
  route('GET', `${base}basic/`, readResource('basic')),
  route('GET', `${base}arrival/`, readResource('arrival')),
  route('GET', `${base}damage/`, readResource('damage')),
  route('GET', `${base}status/`, currentStatus),
  route('GET', `${base}status/history/`, statusHistory),
]

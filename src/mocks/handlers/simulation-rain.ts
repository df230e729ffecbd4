import { rainNetcdfCreate } from '@/api/simulations/rain-schema'
import { nextId } from '@/mocks/db/world'
import { listResponse, defineListQuery } from '@/mocks/filters/list-query'
import { created, json, noContent, notFound } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { recordOfPath, simulationOfPath } from './simulation-config-access'
import { refuseUnlessConfigurable } from '@/mocks/simulations/configuration'
import {
  rainNetcdfRecord,
  rainOfSimulation,
  rainRecords,
  rainStorageKey,
} from '@/mocks/simulations/rain/records'
import { resumeRainValidation } from '@/mocks/simulations/rain/validation'
import type { MockRainNetcdf } from '@/mocks/db/records'

const COLLECTION = '/simulations/:id/events/rain/rasters/netcdf/'
const FILE_LIFETIME_DAYS = 7

const rainList = defineListQuery<MockRainNetcdf>({
  fields: {},
  ordering: { id: (record) => record.id },
  defaultOrdering: ['id'],
})

function list(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const simulation = found.value
  const records = rainOfSimulation(ctx.world, simulation.id)
  resumeRainValidation(ctx, records)
  return listResponse(ctx, records, rainList, (record) => rainNetcdfRecord(record, ctx.apiUrl))
}

function detail(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const record = recordOfPath(ctx, rainOfSimulation(ctx.world, found.value.id))
  if (!record) return notFound()
  resumeRainValidation(ctx, [record])
  return json(rainNetcdfRecord(record, ctx.apiUrl))
}

/**
 * POST filename → `{filename, put_url}`, the name normalised as a boundary file's (api.md; a
 * path separator would make a put_url that never matches its key). Posting the name of a file of
 * this simulation that is still `created` (never uploaded) renews its put_url instead of adding a
 * second record: that is how a client recovers from an expired link (docs/decisions/0011).
 */
async function createOne(ctx: RouteContext): Promise<Response> {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const simulation = found.value
  const refusal = refuseUnlessConfigurable(ctx.world, simulation)
  if (refusal) return refusal
  const body = await parseBody(ctx.request, rainNetcdfCreate)
  if (!body.ok) return body.response
  const { filename } = body.data
  const waiting = rainOfSimulation(ctx.world, simulation.id).find(
    (record) => record.file.filename === filename && record.file.state === 'created',
  )
  const record = waiting ?? addRecord(ctx, simulation.id, filename)
  return created({ filename, put_url: await ctx.storage.presign(record.storage_key, 'PUT') })
}

function addRecord(ctx: RouteContext, simulationId: number, filename: string): MockRainNetcdf {
  const now = ctx.now()
  const id = nextId(ctx.world, 'rainNetcdfs')
  const expiry = new Date(now.getTime() + FILE_LIFETIME_DAYS * 86_400_000)
  const record: MockRainNetcdf = {
    id,
    simulation_id: simulationId,
    uid: globalThis.crypto.randomUUID(),
    created: now.toISOString(),
    timestamps: null,
    interval: null,
    units: null,
    file: {
      filename,
      state: 'created',
      state_description: null,
      size: null,
      etag: null,
      expiry_date: expiry.toISOString().slice(0, 10),
    },
    storage_key: rainStorageKey(simulationId, id, filename),
  }
  rainRecords(ctx.world).push(record)
  return record
}

function remove(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const simulation = found.value
  const record = recordOfPath(ctx, rainOfSimulation(ctx.world, simulation.id))
  if (!record) return notFound()
  const refusal = refuseUnlessConfigurable(ctx.world, simulation)
  if (refusal) return refusal
  ctx.world.rainNetcdfs = rainRecords(ctx.world).filter((each) => each !== record)
  return noContent()
}

export const simulationRainRoutes: Route[] = [
  route('GET', COLLECTION, list),
  route('POST', COLLECTION, createOne),
  route('GET', `${COLLECTION}:recordId/`, detail),
  route('DELETE', `${COLLECTION}:recordId/`, remove),
]

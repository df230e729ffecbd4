import { boundaryConditionsFileCreate } from '@/api/simulations/boundary-conditions-schema'
import { nextId } from '@/mocks/db/world'
import { listResponse, defineListQuery } from '@/mocks/filters/list-query'
import { badRequest, created, json, noContent, notFound } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import { route, type Route, type RouteContext } from '@/mocks/router'
import { recordOfPath, simulationOfPath } from './simulation-config-access'
import {
  boundaryFileRecord,
  boundaryFileRecords,
  boundaryFilesOfSimulation,
  boundaryFileStorageKey,
} from '@/mocks/simulations/boundary-conditions/records'
import { resumeBoundaryValidation } from '@/mocks/simulations/boundary-conditions/validation'
import { refuseUnlessConfigurable } from '@/mocks/simulations/configuration'
import type { MockBoundaryConditionsFile } from '@/mocks/db/records'

const COLLECTION = '/simulations/:id/events/boundaryconditions/file/'
const FILE_LIFETIME_DAYS = 7

const fileList = defineListQuery<MockBoundaryConditionsFile>({
  fields: {},
  ordering: { id: (record) => record.id },
  defaultOrdering: ['id'],
})

function list(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const simulation = found.value
  const records = boundaryFilesOfSimulation(ctx.world, simulation.id)
  resumeBoundaryValidation(ctx, records)
  return listResponse(ctx, records, fileList, (record) => boundaryFileRecord(record, ctx.apiUrl))
}

function detail(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const record = recordOfPath(ctx, boundaryFilesOfSimulation(ctx.world, found.value.id))
  if (!record) return notFound()
  resumeBoundaryValidation(ctx, [record])
  return json(boundaryFileRecord(record, ctx.apiUrl))
}

/**
 * POST filename → `{filename, put_url}` with the name normalised (api.md). At most one file per
 * simulation: a file still waiting for its bytes (`created`) gets a fresh put_url (and the new
 * name), as rain does after an expired link; any other file refuses a second one.
 */
async function createOne(ctx: RouteContext): Promise<Response> {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const simulation = found.value
  const refusal = refuseUnlessConfigurable(ctx.world, simulation)
  if (refusal) return refusal
  const body = await parseBody(ctx.request, boundaryConditionsFileCreate)
  if (!body.ok) return body.response
  const { filename } = body.data
  const existing = boundaryFilesOfSimulation(ctx.world, simulation.id)[0]
  if (existing && existing.file.state !== 'created') {
    return badRequest({
      non_field_errors: [
        'This simulation already has a boundary-conditions file: remove it to upload another.',
      ],
    })
  }
  const record = existing ?? addRecord(ctx, simulation.id, filename)
  record.file = { ...record.file, filename }
  record.storage_key = boundaryFileStorageKey(simulation.id, record.id, filename)
  return created({ filename, put_url: await ctx.storage.presign(record.storage_key, 'PUT') })
}

function addRecord(ctx: RouteContext, simulationId: number, filename: string) {
  const id = nextId(ctx.world, 'boundaryConditionFiles')
  const expiry = new Date(ctx.now().getTime() + FILE_LIFETIME_DAYS * 86_400_000)
  const record: MockBoundaryConditionsFile = {
    id,
    simulation_id: simulationId,
    uid: globalThis.crypto.randomUUID(),
    file: {
      filename,
      state: 'created',
      state_description: null,
      size: null,
      etag: null,
      expiry_date: expiry.toISOString().slice(0, 10),
    },
    state: 'processing',
    state_detail: null,
    storage_key: boundaryFileStorageKey(simulationId, id, filename),
  }
  boundaryFileRecords(ctx.world).push(record)
  return record
}

function remove(ctx: RouteContext): Response {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const simulation = found.value
  const record = recordOfPath(ctx, boundaryFilesOfSimulation(ctx.world, simulation.id))
  if (!record) return notFound()
  const refusal = refuseUnlessConfigurable(ctx.world, simulation)
  if (refusal) return refusal
  ctx.world.boundaryConditionFiles = boundaryFileRecords(ctx.world).filter(
    (each) => each !== record,
  )
  return noContent()
}

export const simulationBoundaryConditionsRoutes: Route[] = [
  route('GET', COLLECTION, list),
  route('POST', COLLECTION, createOne),
  route('GET', `${COLLECTION}:recordId/`, detail),
  route('DELETE', `${COLLECTION}:recordId/`, remove),
]

import { boundaryConditionsFileCreate } from '@/api/simulations/boundary-conditions-schema'
import { badRequest, badRequestDetail, json, notFound } from '@/mocks/http'
import { route, type RouteContext } from '@/mocks/router'
import {
  boundaryFileRecord,
  boundaryFileRecords,
  boundaryFilesOfSimulation,
  boundaryFileStorageKey,
} from '@/mocks/simulations/boundary-conditions/records'
import { resumeBoundaryValidation } from '@/mocks/simulations/boundary-conditions/validation'
import { fileCollectionRoutes } from './file-collection-routes'
import { recordOfPath, simulationOfPath } from './simulation-config-access'

/** At most one file; one still `created` gets a fresh put_url, as rain after an expired link. */
const fileRoutes = fileCollectionRoutes({
  path: '/simulations/:id/events/boundaryconditions/file/',
  collection: 'boundaryConditionFiles',
  records: boundaryFileRecords,
  createBody: boundaryConditionsFileCreate,
  storageKey: boundaryFileStorageKey,
  newRecord: (shared) => ({ ...shared, state: 'processing' as const, state_detail: null }),
  renewed: ([existing]) => {
    if (!existing || existing.file.state === 'created') return existing
    return badRequest({
      non_field_errors: [
        'This simulation already has a boundary-conditions file: remove it to upload another.',
      ],
    })
  },
  answer: boundaryFileRecord,
  resume: resumeBoundaryValidation,
})

/** 400 while the file still waits for its bytes, as the reference does. */
async function download(ctx: RouteContext): Promise<Response> {
  const found = simulationOfPath(ctx)
  if (!found.ok) return found.response
  const record = recordOfPath(ctx, boundaryFilesOfSimulation(ctx.world, found.value.id))
  if (!record) return notFound()
  const stored = ctx.storage.peek(record.storage_key)
  if (record.file.state === 'created' || !stored) {
    return badRequestDetail('The file is not uploaded yet or has been removed.')
  }
  return json({
    get_url: await ctx.storage.presign(record.storage_key, 'GET'),
    size: stored.body.byteLength,
    etag: stored.etag,
  })
}

export const simulationBoundaryConditionsRoutes = [
  ...fileRoutes,
  route('GET', '/simulations/:id/events/boundaryconditions/file/:recordId/download/', download),
]

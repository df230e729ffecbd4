import { boundaryConditionsFileCreate } from '@/api/simulations/boundary-conditions-schema'
import { badRequest } from '@/mocks/http'
import {
  boundaryFileRecord,
  boundaryFileRecords,
  boundaryFileStorageKey,
} from '@/mocks/simulations/boundary-conditions/records'
import { resumeBoundaryValidation } from '@/mocks/simulations/boundary-conditions/validation'
import { fileCollectionRoutes } from './file-collection-routes'

/**
 * The boundary-conditions file of a simulation: at most one. A file still waiting for its bytes
 * (`created`) gets a fresh put_url (and the new name), as rain does after an expired link; any
 * other file refuses a second one. Its content is checked after the upload
 * (`boundary-conditions/validation.ts`).
 */
export const simulationBoundaryConditionsRoutes = fileCollectionRoutes({
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

import { rainNetcdfCreate } from '@/api/simulations/rain-schema'
import { rainNetcdfRecord, rainRecords, rainStorageKey } from '@/mocks/simulations/rain/records'
import { resumeRainValidation } from '@/mocks/simulations/rain/validation'
import { fileCollectionRoutes } from './file-collection-routes'

/** Posting the name of a never-uploaded file renews its put_url (docs/records/0011-rain-upload.md). */
export const simulationRainRoutes = fileCollectionRoutes({
  path: '/simulations/:id/events/rain/rasters/netcdf/',
  collection: 'rainNetcdfs',
  records: rainRecords,
  createBody: rainNetcdfCreate,
  storageKey: rainStorageKey,
  newRecord: (shared, now) => ({
    ...shared,
    created: now.toISOString(),
    timestamps: null,
    interval: null,
    units: null,
  }),
  renewed: (records, filename) =>
    records.find((record) => record.file.filename === filename && record.file.state === 'created'),
  answer: rainNetcdfRecord,
  resume: resumeRainValidation,
})

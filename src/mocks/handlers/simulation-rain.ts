import { rainNetcdfCreate } from '@/api/simulations/rain-schema'
import { rainNetcdfRecord, rainRecords, rainStorageKey } from '@/mocks/simulations/rain/records'
import { resumeRainValidation } from '@/mocks/simulations/rain/validation'
import { fileCollectionRoutes } from './file-collection-routes'

/**
 * Rain NetCDF files of a simulation (decisions.md "Reading back and removing"). Posting the name
 * of a file that is still `created` (never uploaded) renews its put_url instead of adding a
 * second record (docs/records/0011); validation runs after the upload (`rain/validation.ts`).
 */
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

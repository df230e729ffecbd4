import type { z } from 'zod'
import { organisation, profile } from '@/api/auth/schema'
import { downloadLink, listEnvelope, uploadLink } from '@/api/common'
import * as models from '@/api/models/schema'
import { breachEvent } from '@/api/simulations/breach-schema'
import { simulationEvents } from '@/api/simulations/events-schema'
import {
  initialSavedState,
  predefinedWaterLevel,
  rasterWaterLevel,
} from '@/api/simulations/initial-conditions-schema'
import {
  stableThresholdSavedStateEvent,
  timedSavedStateEvent,
} from '@/api/simulations/saved-state-events-schema'
import { fileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'
import {
  tableStructureControl,
  timedStructureControl,
} from '@/api/simulations/structure-control-schema'
import {
  arrivalPostProcessing,
  basicPostProcessing,
  damagePostProcessing,
  postProcessingOverview,
  postProcessingStatus,
  postProcessingStatusHistory,
} from '@/api/simulations/post-processing-schema'
import { rainNetcdf } from '@/api/simulations/rain-schema'
import { resultFile, resultFileDownload } from '@/api/simulations/result-files-schema'
import { currentStatus, progress, simulation, statusRecord } from '@/api/simulations/schema'

function recordParsers(path: string, record: z.ZodType): [string, z.ZodType][] {
  return [
    [`GET ${path} 200`, listEnvelope(record)],
    [`POST ${path} 201`, record],
    [`GET ${path}{id}/ 200`, record],
  ]
}

export type NotReadYet = { notReadYet: string }

/** Keyed by the reference's operation and success status, e.g. `GET /hydromodels/{id}/ 200`. */
export const clientParsers = new Map<string, z.ZodType | NotReadYet>([
  ['GET /auth/profile/ 200', profile],
  ['GET /organisations/ 200', listEnvelope(organisation)],
  ['GET /organisations/{unique_id}/ 200', organisation],
  ['GET /hydromodels/ 200', listEnvelope(models.model)],
  ['GET /hydromodels/{id}/ 200', models.model],
  ['GET /hydromodels/{id}/gridadmin/download/ 200', downloadLink],
  ...models.geojsonCategories.map(
    (category) =>
      [`GET /hydromodels/{id}/geojson/${category}/ 200`, models.geojsonDownload] as const,
  ),
  ['GET /hydromodels/{hydromodel_pk}/rasters/ 200', listEnvelope(models.raster)],
  ['GET /hydromodels/{hydromodel_pk}/rasters/{id}/ 200', models.raster],
  ['GET /hydromodels/{hydromodel_pk}/saved_states/ 200', listEnvelope(models.savedState)],
  ['GET /hydromodels/{hydromodel_pk}/saved_states/{id}/ 200', models.savedState],
  ['GET /hydromodels/{hydromodel_pk}/potentialbreaches/ 200', listEnvelope(models.potentialBreach)],
  ['GET /hydromodels/{hydromodel_pk}/potentialbreaches/{id}/ 200', models.potentialBreach],
  [
    'GET /hydromodels/{hydromodel_pk}/boundaryconditions/ 200',
    listEnvelope(models.modelBoundaryCondition),
  ],
  ['GET /simulations/ 200', listEnvelope(simulation)],
  ['POST /simulations/ 201', simulation],
  ['GET /simulations/{id}/ 200', simulation],
  ['GET /simulations/{id}/events/ 200', simulationEvents],
  ['GET /simulations/{simulation_pk}/status/ 200', currentStatus],
  ['GET /simulations/{simulation_pk}/status/history/ 200', listEnvelope(currentStatus)],
  ['GET /simulations/{simulation_pk}/progress/ 200', progress],
  ['GET /statuses/ 200', listEnvelope(statusRecord)],
  ['GET /simulations/{simulation_pk}/events/rain/rasters/netcdf/ 200', listEnvelope(rainNetcdf)],
  ['POST /simulations/{simulation_pk}/events/rain/rasters/netcdf/ 201', uploadLink],
  ['GET /simulations/{simulation_pk}/events/rain/rasters/netcdf/{id}/ 200', rainNetcdf],
  [
    'GET /simulations/{simulation_pk}/events/boundaryconditions/file/ 200',
    listEnvelope(fileBoundaryCondition),
  ],
  ['POST /simulations/{simulation_pk}/events/boundaryconditions/file/ 201', uploadLink],
  [
    'GET /simulations/{simulation_pk}/events/boundaryconditions/file/{id}/ 200',
    fileBoundaryCondition,
  ],
  ['GET /simulations/{simulation_pk}/events/breaches/ 200', listEnvelope(breachEvent)],
  ['POST /simulations/{simulation_pk}/events/breaches/ 201', breachEvent],
  ['GET /simulations/{simulation_pk}/events/breaches/{id}/ 200', breachEvent],
  ...recordParsers(
    '/simulations/{simulation_pk}/events/structure-control/table/',
    tableStructureControl,
  ),
  ...recordParsers(
    '/simulations/{simulation_pk}/events/structure-control/timed/',
    timedStructureControl,
  ),
  // The client ignores the action's answer (it refetches the status instead).
  ['POST /simulations/{simulation_pk}/actions/ 201', { notReadYet: 'the answer is not read' }],
  ['POST /simulations/{simulation_pk}/actions/ 202', { notReadYet: 'the answer is not read' }],
  ...recordParsers('/simulations/{simulation_pk}/initial/saved_state/', initialSavedState),
  ...recordParsers(
    '/simulations/{simulation_pk}/initial/1d_water_level/predefined/',
    predefinedWaterLevel,
  ),
  ...recordParsers('/simulations/{simulation_pk}/initial/2d_water_level/raster/', rasterWaterLevel),
  ...recordParsers('/simulations/{simulation_pk}/create-saved-states/timed/', timedSavedStateEvent),
  ...recordParsers(
    '/simulations/{simulation_pk}/create-saved-states/stable-threshold/',
    stableThresholdSavedStateEvent,
  ),
  [
    'POST /simulations/{simulation_pk}/results/post_processing/viewer/basic/ 201',
    basicPostProcessing,
  ],
  [
    'GET /simulations/{simulation_pk}/results/post_processing/viewer/basic/ 200',
    basicPostProcessing,
  ],
  [
    'GET /simulations/{simulation_pk}/results/post_processing/viewer/arrival/ 200',
    arrivalPostProcessing,
  ],
  [
    'GET /simulations/{simulation_pk}/results/post_processing/viewer/damage/ 200',
    damagePostProcessing,
  ],
  [
    'POST /simulations/{simulation_pk}/results/post_processing/viewer/arrival/ 201',
    arrivalPostProcessing,
  ],
  [
    'POST /simulations/{simulation_pk}/results/post_processing/viewer/damage/ 201',
    damagePostProcessing,
  ],
  [
    'POST /simulations/{simulation_pk}/results/post_processing/viewer/start/ 201',
    { notReadYet: 'the answer is not read (the status is refetched)' },
  ],
  [
    'POST /simulations/{simulation_pk}/results/post_processing/viewer/start/retry/ 200',
    { notReadYet: 'the answer is not read (the status is refetched)' },
  ],
  [
    'GET /simulations/{simulation_pk}/results/post_processing/viewer/overview/ 200',
    postProcessingOverview,
  ],
  [
    'GET /simulations/{simulation_pk}/results/post_processing/viewer/status/ 200',
    postProcessingStatus,
  ],
  [
    'GET /simulations/{simulation_pk}/results/post_processing/viewer/status/history/ 200',
    postProcessingStatusHistory,
  ],
  ['GET /simulations/{simulation_pk}/results/files/ 200', listEnvelope(resultFile)],
  [
    'GET /simulations/{simulation_pk}/results/files/{id}/ 200',
    { notReadYet: 'the list holds every field; one file is not read on its own' },
  ],
  ['GET /simulations/{simulation_pk}/results/files/{id}/download/ 200', resultFileDownload],
  [
    'GET /simulations/{simulation_pk}/events/boundaryconditions/file/{id}/download/ 200',
    downloadLink,
  ],
])

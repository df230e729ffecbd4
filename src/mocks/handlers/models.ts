import { modelListFilters } from '@/api/models/list-filters'
import { canSee } from '../auth'
import { declaredFields } from '../filters/declared-fields'
import { defineListQuery, ID_FILTER, listResponse, NEWEST_FIRST } from '../filters/list-query'
import { json } from '../http'
import { route, type Route, type RouteContext } from '../router'
import {
  listBoundaryConditions,
  listPotentialBreaches,
  listRasters,
  listSavedStates,
  readPotentialBreach,
  readRaster,
  readSavedState,
} from './model-artefact-lists'
import { withModel } from './model-access'
import { downloadGeojson, downloadGridadmin } from './model-files'
import type { MockModel } from '@/mocks/db/records'

export const modelListQuery = defineListQuery<MockModel>({
  fields: {
    ...declaredFields(modelListFilters, {
      name: (model) => model.name,
      created: (model) => model.created,
      disabled: (model) => model.disabled,
      inp_success: (model) => model.inp_success,
      inactive_inpy_versions: (model) => model.inactive_inpy_versions,
    }),
    // Filters of the reference that the app does not offer.
    id: ID_FILTER,
    schematisation_name: { type: 'string', get: (model) => model.schematisation_name },
  },
  ...NEWEST_FIRST,
  // Each default exclusion holds until the query names its field with any lookup (api.md).
  defaultFilters: { disabled: 'false', inp_success: 'true', inactive_inpy_versions: 'false' },
})

/** The reference requires `slug`, `revision` and `inpy_version`; the app reads none of them. */
function referenceIdentity(ctx: RouteContext, model: MockModel) {
  const slug = `${model.schematisation_name ?? model.name}-${model.revision_number ?? 0}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^-a-zA-Z0-9_]+/g, '-')
    .toLowerCase()
  return {
    slug,
    revision: ctx.apiUrl(`/revisions/${model.id}/`),
    inpy_version: model.inactive_inpy_versions ? '2.9.1' : '3.4.2',
  }
}

export function serialiseModel(ctx: RouteContext, model: MockModel) {
  const { organisation: _organisation, fixture: _fixture, ...record } = model
  return {
    ...record,
    ...referenceIdentity(ctx, model),
    url: ctx.apiUrl(`/hydromodels/${model.id}/`),
  }
}

function listModels(ctx: RouteContext): Response {
  const visible = ctx.world.models.filter((model) => canSee(ctx, model.organisation))
  return listResponse(ctx, visible, modelListQuery, (model) => serialiseModel(ctx, model))
}

const readModel = withModel((ctx, model) => json(serialiseModel(ctx, model)))

export const modelRoutes: Route[] = [
  route('GET', '/hydromodels/', listModels),
  route('GET', '/hydromodels/:id/', readModel),
  route('GET', '/hydromodels/:id/gridadmin/download/', withModel(downloadGridadmin)),
  route('GET', '/hydromodels/:id/geojson/:category/', withModel(downloadGeojson)),
  route('GET', '/hydromodels/:hydromodel_pk/rasters/', withModel(listRasters)),
  route('GET', '/hydromodels/:hydromodel_pk/rasters/:id/', withModel(readRaster)),
  route('GET', '/hydromodels/:hydromodel_pk/saved_states/', withModel(listSavedStates)),
  route('GET', '/hydromodels/:hydromodel_pk/saved_states/:id/', withModel(readSavedState)),
  route('GET', '/hydromodels/:hydromodel_pk/potentialbreaches/', withModel(listPotentialBreaches)),
  route(
    'GET',
    '/hydromodels/:hydromodel_pk/potentialbreaches/:id/',
    withModel(readPotentialBreach),
  ),
  route(
    'GET',
    '/hydromodels/:hydromodel_pk/boundaryconditions/',
    withModel(listBoundaryConditions),
  ),
]

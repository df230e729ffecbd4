import { canSee } from '../auth'
import type { MockModel } from '../db/world'
import { parseBoolean } from '../filters/parse-value'
import { defineListQuery, listResponse } from '../filters/list-query'
import type { FilterErrors } from '../filters/types'
import { badRequest, json } from '../http'
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

const modelListQuery = defineListQuery<MockModel>({
  fields: {
    id: { type: 'number', get: (model) => model.id },
    name: { type: 'string', get: (model) => model.name },
    created: { type: 'datetime', get: (model) => model.created },
    schematisation_name: { type: 'string', get: (model) => model.schematisation_name },
    disabled: { type: 'boolean', get: (model) => model.disabled },
    inp_success: { type: 'boolean', get: (model) => model.inp_success },
    inactive_inpy_versions: { type: 'boolean', get: (model) => model.inactive_inpy_versions },
  },
  ordering: {
    created: (model) => model.created,
    name: (model) => model.name,
    id: (model) => model.id,
  },
  defaultOrdering: ['-created', '-id'],
})

/**
 * api.md "Defaults of the model list": each exclusion holds until the query names its field with
 * any lookup (`disabled=true`, `disabled__in=true,false`, even `disabled__isnull`).
 */
const EXCLUDED_BY_DEFAULT = {
  disabled: true,
  inp_success: false,
  inactive_inpy_versions: true,
} as const
type FlagField = keyof typeof EXCLUDED_BY_DEFAULT
const FLAG_FIELDS: FlagField[] = ['disabled', 'inp_success', 'inactive_inpy_versions']

type FlagResult = { ok: true; models: MockModel[] } | { ok: false; errors: FilterErrors }

function applyFlagDefaults(models: MockModel[], query: URLSearchParams): FlagResult {
  const errors: FilterErrors = {}
  let kept = models
  for (const field of FLAG_FIELDS) {
    const named = [...query.keys()].some((key) => key === field || key.startsWith(`${field}__`))
    if (!named) kept = kept.filter((model) => model[field] !== EXCLUDED_BY_DEFAULT[field])
    // The shared list engine knows `exact` and `isnull` for booleans; `in` is handled here.
    const listed = query.get(`${field}__in`)
    if (!listed) continue
    const wanted = listed.split(',').filter(Boolean).map(parseBoolean)
    if (wanted.some((value) => value === undefined)) {
      errors[`${field}__in`] = ['Must be a valid boolean.']
    } else {
      kept = kept.filter((model) => wanted.includes(model[field]))
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, models: kept }
}

export function serialiseModel(ctx: RouteContext, model: MockModel) {
  const { organisation: _organisation, fixture: _fixture, ...record } = model
  return { ...record, url: ctx.apiUrl(`/hydromodels/${model.id}/`) }
}

function listModels(ctx: RouteContext): Response {
  const visible = ctx.world.models.filter((model) => canSee(ctx, model.organisation))
  const flagged = applyFlagDefaults(visible, ctx.query)
  if (!flagged.ok) return badRequest(flagged.errors)
  return listResponse(ctx, flagged.models, modelListQuery, (model) => serialiseModel(ctx, model))
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

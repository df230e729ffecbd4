import { isExpired } from '../seed/models/saved-state-records'
import { defineListQuery, ID_FILTER, listResponse, NEWEST_FIRST } from '../filters/list-query'
import type { ListSpec } from '../filters/types'
import { json, notFound } from '../http'
import type { RouteContext } from '../router'
import { findChild } from './model-access'
import type {
  MockBoundaryCondition,
  MockModel,
  MockPotentialBreach,
  MockRaster,
  MockSavedState,
} from '@/mocks/db/records'

type ModelChild = { id: number; hydromodel_id: number; url?: string }

function serialiseChild<T extends ModelChild>(ctx: RouteContext, collection: string) {
  return ({ hydromodel_id, ...record }: T) => ({
    ...record,
    url: ctx.apiUrl(`/hydromodels/${hydromodel_id}/${collection}/${record.id}/`),
  })
}

const rasterQuery = defineListQuery<MockRaster>({
  fields: {
    id: ID_FILTER,
    name: { type: 'string', get: (raster) => raster.name },
    type: { type: 'string', get: (raster) => raster.type, lookups: ['exact', 'in'] },
  },
  ordering: { id: (raster) => raster.id, name: (raster) => raster.name },
  defaultOrdering: ['id'],
})

const savedStateQuery = defineListQuery<MockSavedState>({
  fields: {
    id: ID_FILTER,
    name: { type: 'string', get: (state) => state.name },
    created: { type: 'datetime', get: (state) => state.created },
    type: { type: 'string', get: (state) => state.type, lookups: ['exact', 'in'] },
    tags: { type: 'tags', get: (state) => state.tags },
  },
  ...NEWEST_FIRST,
})

const potentialBreachQuery = defineListQuery<MockPotentialBreach>({
  fields: {
    id: ID_FILTER,
    code: { type: 'string', get: (breach) => breach.code },
    display_name: { type: 'string', get: (breach) => breach.display_name },
    connected_pnt_id: { type: 'number', get: (breach) => breach.connected_pnt_id },
  },
  ordering: { id: (breach) => breach.id, code: (breach) => breach.code },
  defaultOrdering: ['id'],
})

const boundaryConditionQuery = defineListQuery<MockBoundaryCondition>({
  fields: {
    id: ID_FILTER,
    boundary_id: { type: 'number', get: (condition) => condition.boundary_id },
    dimension: { type: 'string', get: (condition) => condition.dimension, lookups: ['exact'] },
    type: { type: 'string', get: (condition) => condition.type, lookups: ['exact', 'in'] },
  },
  ordering: { id: (condition) => condition.id },
  defaultOrdering: ['id'],
})

const ofModel = <T extends ModelChild>(records: readonly T[], model: MockModel) =>
  records.filter((record) => record.hydromodel_id === model.id)

/** Saved states live 7 days; expired ones are neither listed nor found. */
const liveSavedStates = (ctx: RouteContext, model: MockModel) =>
  ofModel(ctx.world.savedStates, model).filter((state) => !isExpired(state, ctx.now()))

function listChildren<T extends ModelChild>(
  records: (ctx: RouteContext, model: MockModel) => readonly T[],
  query: ListSpec<T>,
  serialise: (ctx: RouteContext) => (record: T) => unknown,
) {
  return (ctx: RouteContext, model: MockModel) =>
    listResponse(ctx, records(ctx, model), query, serialise(ctx))
}

const withUrl =
  <T extends ModelChild>(collection: string) =>
  (ctx: RouteContext) =>
    serialiseChild<T>(ctx, collection)

export const listRasters = listChildren(
  (ctx, model) => ofModel(ctx.world.rasters, model),
  rasterQuery,
  withUrl('rasters'),
)
export const listSavedStates = listChildren(
  liveSavedStates,
  savedStateQuery,
  withUrl('saved_states'),
)
export const listPotentialBreaches = listChildren(
  (ctx, model) => ofModel(ctx.world.potentialBreaches, model),
  potentialBreachQuery,
  withUrl('potentialbreaches'),
)
// Boundary conditions have no detail route, so no `url`: only the scoping field is dropped.
export const listBoundaryConditions = listChildren(
  (ctx, model) => ofModel(ctx.world.boundaryConditions, model),
  boundaryConditionQuery,
  () =>
    ({ hydromodel_id: _model, ...condition }) =>
      condition,
)

function readChild<T extends ModelChild>(
  records: (ctx: RouteContext, model: MockModel) => readonly T[],
  collection: string,
) {
  return (ctx: RouteContext, model: MockModel) => {
    const record = findChild(records(ctx, model), model, ctx)
    return record ? json(serialiseChild<T>(ctx, collection)(record)) : notFound()
  }
}

export const readRaster = readChild((ctx) => ctx.world.rasters, 'rasters')
export const readSavedState = readChild(liveSavedStates, 'saved_states')
export const readPotentialBreach = readChild(
  (ctx) => ctx.world.potentialBreaches,
  'potentialbreaches',
)

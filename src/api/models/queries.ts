import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Query } from '@/api/client'
import { getQuery, listAllQuery, listPageQuery, resourceKeys } from '@/api/query-options'
import { apiOf } from '@/api/session-client'
import { isApiError } from '@/api/errors'
import { downloadLink } from '@/api/common'
import {
  canStart,
  geojsonDownload,
  model,
  modelBoundaryCondition,
  potentialBreach,
  raster,
  savedState,
  type GeojsonCategory,
  type Model,
} from '@/api/models/schema'

export const modelKeys = {
  ...resourceKeys('models'),
  artefact: (id: number, artefact: string, ...rest: unknown[]) =>
    [...modelKeys.detail(id), artefact, ...rest] as const,
}

export function modelListQuery(query: Query) {
  return listPageQuery(modelKeys.list(query), '/hydromodels/', model, query)
}

export function startableModelsQuery() {
  const lists: Query[] = [{ ordering: 'name' }, { ordering: 'name', inactive_inpy_versions: true }]
  return queryOptions({
    queryKey: [...modelKeys.lists(), 'startable'] as const,
    queryFn: async ({ client, signal }) => {
      const found = await Promise.all(
        lists.map((query) => apiOf(client).listAll('/hydromodels/', model, { query, signal })),
      )
      return uniqueStartableByName(found.flat())
    },
  })
}

function uniqueStartableByName(models: Model[]): Model[] {
  const byId = new Map(models.filter(canStart).map((found) => [found.id, found]))
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
}

/** Inactive-version models can start and disabled ones may have runs: their union names every model. */
const catalogueLists: readonly Query[] = [{}, { inactive_inpy_versions: true }, { disabled: true }]

const CATALOGUE_STALE_MS = 10 * 60 * 1000

/** Fetched once (decision 0013): list pages read model names from it instead of asking per model. */
export function modelCatalogueQuery() {
  return queryOptions({
    queryKey: [...modelKeys.lists(), 'catalogue'] as const,
    queryFn: async ({ client, signal }) => {
      const found = await Promise.all(
        catalogueLists.map((query) =>
          apiOf(client).listAll('/hydromodels/', model, { query, signal, pageSize: 250 }),
        ),
      )
      const byId = new Map(found.flat().map((each) => [each.id, each]))
      for (const each of byId.values()) {
        if (client.getQueryData(modelKeys.detail(each.id)) === undefined) {
          client.setQueryData(modelKeys.detail(each.id), each)
        }
      }
      return byId
    },
    staleTime: CATALOGUE_STALE_MS,
  })
}

export function modelQuery(id: number) {
  return getQuery(modelKeys.detail(id), `/hydromodels/${id}/`, model)
}

export function rastersQuery(id: number) {
  return listAllQuery(modelKeys.artefact(id, 'rasters'), `/hydromodels/${id}/rasters/`, raster)
}

export function savedStatesQuery(id: number, query: Query) {
  const path = `/hydromodels/${id}/saved_states/`
  return listPageQuery(modelKeys.artefact(id, 'saved-states', query), path, savedState, query)
}

export function savedStateQuery(modelId: number, id: number) {
  const path = `/hydromodels/${modelId}/saved_states/${id}/`
  return getQuery(modelKeys.artefact(modelId, 'saved-state', id), path, savedState)
}

export function potentialBreachesQuery(id: number) {
  const path = `/hydromodels/${id}/potentialbreaches/`
  return listAllQuery(modelKeys.artefact(id, 'potential-breaches'), path, potentialBreach)
}

export function boundaryConditionsQuery(id: number) {
  const path = `/hydromodels/${id}/boundaryconditions/`
  return listAllQuery(modelKeys.artefact(id, 'boundary-conditions'), path, modelBoundaryCondition)
}

/** api.md "Errors" 1: a category without features answers 400 "Geojson file not found". */
export function isEmptyGeojsonCategory(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400) return false
  return error.detail !== null && /not found/i.test(error.detail)
}

/** The links expire (decisions.md "Transport"): never cache them for long. */
export function geojsonLinkQuery(id: number, category: GeojsonCategory) {
  const path = `/hydromodels/${id}/geojson/${category}/`
  return {
    ...getQuery(modelKeys.artefact(id, 'geojson', category), path, geojsonDownload),
    staleTime: 5 * 60 * 1000,
  }
}

export function fetchGridadminLink(queryClient: QueryClient, id: number, signal?: AbortSignal) {
  return apiOf(queryClient).get(`/hydromodels/${id}/gridadmin/download/`, downloadLink, { signal })
}

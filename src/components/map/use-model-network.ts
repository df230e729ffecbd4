import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { geojsonLinkQuery, modelKeys } from '@/api/queries/models'
import { downloadFile } from '@/api/transfer'
import { isEmptyCategoryError } from '@/components/map/map-source'
import { allFeaturesFile, toStructureFeatures, type StructureFeature } from './structure-features'

/**
 * The list beside the map needs names without a map (no WebGL, keyboard users), so it reads the
 * small `all` file itself; the large cells are never part of it.
 */
async function loadStructures(
  client: QueryClient,
  modelId: number,
  signal: AbortSignal,
): Promise<StructureFeature[]> {
  try {
    const link = await client.fetchQuery({ ...geojsonLinkQuery(modelId, 'all'), staleTime: 0 })
    const blob = await downloadFile(link.get_url, { signal })
    const file = allFeaturesFile.parse(JSON.parse(await blob.text()))
    return toStructureFeatures(file)
  } catch (error) {
    if (isEmptyCategoryError(error)) return []
    throw error
  }
}

export function structureFeaturesQuery(modelId: number) {
  return queryOptions({
    queryKey: modelKeys.artefact(modelId, 'structures'),
    queryFn: ({ client, signal }) => loadStructures(client, modelId, signal),
    staleTime: Infinity,
  })
}

export function useStructureFeatures(modelId: number) {
  return useQuery(structureFeaturesQuery(modelId))
}

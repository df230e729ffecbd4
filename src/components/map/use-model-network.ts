import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { geojsonLinkQuery, isEmptyGeojsonCategory, modelKeys } from '@/api/models/queries'
import { apiOf } from '@/api/session-client'
import { downloadFile } from '@/api/transfer'
import { deriveConnectionNodes } from '@/engine/model-network/connection-nodes'
import {
  allFeaturesFile,
  toStructureFeatures,
  type ModelNetwork,
} from '@/engine/model-network/model-network'

const emptyNetwork: ModelNetwork = { structures: [], connectionNodes: [] }

/** Lists beside a map need names without WebGL (docs/records/0006-map-data-by-url.md, addendum). */
async function loadNetwork(
  client: QueryClient,
  modelId: number,
  signal: AbortSignal,
): Promise<ModelNetwork> {
  try {
    const link = await client.fetchQuery({ ...geojsonLinkQuery(modelId, 'all'), staleTime: 0 })
    const { transferStallMs } = apiOf(client).deadlines
    const blob = await downloadFile(link.get_url, { signal, stallMs: transferStallMs })
    const structures = toStructureFeatures(allFeaturesFile.parse(JSON.parse(await blob.text())))
    return { structures, connectionNodes: deriveConnectionNodes(structures) }
  } catch (error) {
    if (isEmptyGeojsonCategory(error)) return emptyNetwork
    throw error
  }
}

export function modelNetworkQuery(modelId: number) {
  return queryOptions({
    queryKey: modelKeys.artefact(modelId, 'network'),
    queryFn: ({ client, signal }) => loadNetwork(client, modelId, signal),
    staleTime: Infinity,
  })
}

export function useModelNetwork(modelId: number) {
  return useQuery(modelNetworkQuery(modelId))
}

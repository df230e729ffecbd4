import { useQuery } from '@tanstack/react-query'
import { fetchGridadminLink, modelKeys } from '@/api/models/queries'
import { cellQuadsOfGrid, prepareGridWorker } from '@/engine/grid-tiles/grid-worker'
import type { CellQuads } from '@/engine/grid-tiles/cell-quads'

export type ModelCellQuads = { quads: CellQuads; nodes: CellQuads | null; gridUrl: string }

/** Read and projected once in the grid worker, which also cuts the map's cell tiles. */
export function useCellQuads(modelId: number) {
  return useQuery({
    queryKey: [...modelKeys.artefact(modelId, 'cell-quads')],
    queryFn: async ({ client, signal }): Promise<ModelCellQuads> => {
      prepareGridWorker()
      const link = await fetchGridadminLink(client, modelId, signal)
      const result = await cellQuadsOfGrid(link.get_url)
      if (!result.ok) throw new Error(`The model's grid could not be read: ${result.message}`)
      return { quads: result.quads.cells, nodes: result.quads.nodes, gridUrl: link.get_url }
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  })
}

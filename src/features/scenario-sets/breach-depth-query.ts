import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fetchGridadminLink, modelKeys } from '@/api/models/queries'
import { resultsFileOf } from '@/api/simulations/result-file-choice'
import { resultFileKeys, resultFilesQuery } from '@/api/simulations/result-files-queries'
import type { Simulation } from '@/api/simulations/schema'
import { cellPlaceAt } from '@/components/map/grid-tiles/grid-worker'
import type { LonLat } from '@/components/map/structure-feature'
import { openRunResults } from '@/components/results-file/open-run-file'
import { startResultsFileReader } from '@/components/results-file/results-file-client'
import { concurrencyLimit } from '@/lib/concurrency'
import { highestOf } from '@/lib/results-file/run-difference'
import type { BreachDepth } from './breach-depth'
import { breachPlaces, runBreachOf } from './run-breach'

/**
 * A set's table asks for every ended run's depth at once: four are read at a time, each in a
 * results-file worker of its own that ends with the read (200 workers at once would be too many).
 */
const depthReads = concurrencyLimit(4)

/**
 * The model's gridadmin link, shared by the runs of a set for a few minutes: the grid worker keeps
 * a grid under its link, so the runs read the grid once (links expire: never kept for long).
 */
function gridLinkQuery(modelId: number) {
  return queryOptions({
    queryKey: modelKeys.artefact(modelId, 'gridadmin-link'),
    queryFn: ({ client, signal }) => fetchGridadminLink(client, modelId, signal),
    staleTime: 5 * 60 * 1000,
  })
}

/** The results-file place of the model's 2D cell at a point; null where no cell lies there. */
async function cellAt(client: QueryClient, modelId: number, [lon, lat]: LonLat) {
  const link = await client.fetchQuery(gridLinkQuery(modelId))
  const found = await cellPlaceAt(link.get_url, lon, lat)
  if (!found.ok) throw new Error(`The model’s grid could not be read: ${found.message}`)
  return found.place
}

/** The one series read: a reader opened at a fresh link, the cell's depth read, the reader ended. */
async function deepestAt(
  client: QueryClient,
  simulationId: number,
  fileId: number,
  place: number,
  signal: AbortSignal,
) {
  const reader = startResultsFileReader()
  try {
    await openRunResults(client, reader, simulationId, fileId, signal)
    const { value } = await reader.pointSeries('2D', place)
    return highestOf(value.depth)
  } finally {
    reader.stop()
  }
}

const unread = (reason: string): BreachDepth => ({ kind: 'unread', reason })

async function readBreachDepth(
  client: QueryClient,
  { id, hydromodel_id: modelId }: Pick<Simulation, 'id' | 'hydromodel_id'>,
  signal: AbortSignal,
): Promise<BreachDepth> {
  signal.throwIfAborted()
  const breach = await runBreachOf(client, await breachPlaces(client, modelId), id)
  if (breach.breachId === null) return { kind: 'no-breach' }
  if (breach.point === null) return unread('The model’s map does not place its breach.')
  const files = await client.fetchQuery(resultFilesQuery(id))
  const results = resultsFileOf(files.rows)
  if (!results) return unread('The run has no results file.')
  const place = await cellAt(client, modelId, breach.point)
  if (place === null) return unread('No 2D cell lies at its breach.')
  const metres = await deepestAt(client, id, results.id, place, signal)
  if (metres === null) return unread('The results file holds no depth at its breach.')
  return { kind: 'depth', metres }
}

/**
 * The deepest water over a finished run in the 2D cell at its breach, from its results file. Read
 * once: a finished run's files do not change.
 */
export function breachDepthQuery({ id, hydromodel_id }: Simulation) {
  return queryOptions({
    queryKey: [...resultFileKeys.list(id), 'breach-depth', hydromodel_id] as const,
    queryFn: ({ client, signal }) =>
      depthReads(() => readBreachDepth(client, { id, hydromodel_id }, signal)),
    staleTime: Infinity,
    retry: false,
  })
}

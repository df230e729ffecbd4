import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fetchGridadminLink, modelKeys } from '@/api/models/queries'
import { resultsFileOf } from '@/api/simulations/result-file-choice'
import { resultFileKeys, resultFilesQuery } from '@/api/simulations/result-files-queries'
import type { Simulation } from '@/api/simulations/schema'
import { cellPlaceAt } from '@/engine/grid-tiles/grid-worker'
import type { LonLat } from '@/engine/model-network/structure-feature'
import { makingPace } from '@/api/polling/pace'
import { isBeingMade, madeTooLong } from '@/api/simulations/file-making'
import { isRefusedLink, readRunResults } from '@/engine/results-file/open-run-file'
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

/** The store refused the grid's link: it expired (or the file is gone), so a fresh one may do. */
const isRefused = (status: number | null) => status === 403 || status === 404

/**
 * The results-file place of the model's 2D cell at a point; null where no cell lies there. A
 * link the store refuses is renewed once by itself (the kept one is forgotten, a new one asked).
 */
async function cellAt(client: QueryClient, modelId: number, [lon, lat]: LonLat) {
  let found = await cellPlaceAt((await client.fetchQuery(gridLinkQuery(modelId))).get_url, lon, lat)
  if (!found.ok && isRefused(found.status)) {
    client.removeQueries({ queryKey: gridLinkQuery(modelId).queryKey, exact: true })
    const fresh = await client.fetchQuery(gridLinkQuery(modelId))
    found = await cellPlaceAt(fresh.get_url, lon, lat)
  }
  if (!found.ok) throw new Error(`The model’s grid could not be read: ${found.message}`)
  return found.place
}

/** The one series read: the cell's deepest water, the file's link renewed once if refused. */
function deepestAt(
  client: QueryClient,
  simulationId: number,
  fileId: number,
  place: number,
  signal: AbortSignal,
) {
  return readRunResults(
    client,
    simulationId,
    fileId,
    async (reader) => highestOf((await reader.pointSeries('2D', place)).value.depth),
    signal,
  )
}

const unread = (reason: string): BreachDepth => ({ kind: 'unread', reason })

async function readBreachDepth(
  client: QueryClient,
  { id, hydromodel_id: modelId }: Pick<Simulation, 'id' | 'hydromodel_id'>,
  signal: AbortSignal,
  /** Since when the file has been seen being made: now, the first time. */
  makingSince: number,
): Promise<BreachDepth> {
  signal.throwIfAborted()
  const breach = await runBreachOf(client, await breachPlaces(client, modelId), id)
  if (breach.breachId === null) return { kind: 'no-breach' }
  if (breach.point === null) return unread('The model’s map does not place its breach.')
  const results = await listedResults(client, id)
  if (!results) return unread('The run has no results file.')
  if (isBeingMade(results)) return stillMaking(makingSince)
  const place = await cellAt(client, modelId, breach.point)
  if (place === null) return unread('No 2D cell lies at its breach.')
  const metres = await deepestAt(client, id, results.id, place, signal).catch(async (error) => {
    // Refused at a fresh link too: the file may have gone back to being made.
    if (!isRefusedLink(error)) throw error
    const again = await listedResults(client, id)
    if (again && isBeingMade(again)) return stillMaking(makingSince)
    return unread('The file storage refused the results file, also at a fresh link.')
  })
  if (metres === null) return unread('The results file holds no depth at its breach.')
  return typeof metres === 'number' ? { kind: 'depth', metres } : metres
}

/** Read afresh: a file still being made is asked for again until it is there. */
async function listedResults(client: QueryClient, id: number) {
  return resultsFileOf((await client.fetchQuery({ ...resultFilesQuery(id), staleTime: 0 })).rows)
}

const stillMaking = (since: number): BreachDepth => {
  const late = madeTooLong('The results file', since, Date.now())
  return late ? unread(late) : { kind: 'making', since }
}

/**
 * The deepest water over a finished run in the 2D cell at its breach, from its results file. Read
 * once: a finished run's files do not change; a file still being made is read again at the pace
 * of the server's checks.
 */
export function breachDepthQuery({ id, hydromodel_id }: Simulation) {
  return queryOptions({
    queryKey: [...resultFileKeys.list(id), 'breach-depth', hydromodel_id] as const,
    queryFn: ({ client, signal, queryKey }) => {
      const before = client.getQueryData<BreachDepth>(queryKey)
      const since = before?.kind === 'making' ? before.since : Date.now()
      return depthReads(() => readBreachDepth(client, { id, hydromodel_id }, signal, since))
    },
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data
      return makingPace(data?.kind === 'making' ? data.since : null, Date.now())
    },
  })
}

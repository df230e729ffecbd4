import type { QueryClient } from '@tanstack/react-query'
import { modelQuery, potentialBreachesQuery } from '@/api/models/queries'
import { apiOf } from '@/api/session-client'
import { breachEvent } from '@/api/simulations/breach-schema'
import { resultFilesQuery } from '@/api/simulations/result-files-queries'
import type { Simulation } from '@/api/simulations/schema'
import { breachFeatureRef } from '@/components/map/breach-lookup'
import { networkAnchor } from '@/components/map/model-network'
import { modelNetworkQuery } from '@/components/map/use-model-network'
import { toCsv } from '@/lib/csv'
import type { BoardRow } from './board-rows'

/** What the metadata export says of one run (issue 24: the national flood database's fields). */
export type ExportRow = {
  scenario_name: string
  simulation_id: number
  simulation_uuid: string
  breach_id: number | null
  breach_code: string | null
  model_id: number
  model_revision: number | null
  status: string
  result_files: string
  longitude: number | null
  latitude: number | null
}

export const EXPORT_COLUMNS: readonly (keyof ExportRow)[] = [
  'scenario_name',
  'simulation_id',
  'simulation_uuid',
  'breach_id',
  'breach_code',
  'model_id',
  'model_revision',
  'status',
  'result_files',
  'longitude',
  'latitude',
]

/** A model's breaches and map network; a network that cannot be read leaves the points out. */
async function modelFacts(queryClient: QueryClient, modelId: number) {
  const [model, breaches, network] = await Promise.all([
    queryClient.fetchQuery(modelQuery(modelId)),
    queryClient.fetchQuery(potentialBreachesQuery(modelId)),
    queryClient.fetchQuery(modelNetworkQuery(modelId)).catch(() => null),
  ])
  return { model, breaches: new Map(breaches.rows.map((each) => [each.id, each])), network }
}

type ModelFacts = Awaited<ReturnType<typeof modelFacts>>

async function exportRow(
  queryClient: QueryClient,
  facts: ModelFacts,
  run: Simulation,
  status: string,
) {
  const path = `/simulations/${run.id}/events/breaches/`
  const [breaches, files] = await Promise.all([
    apiOf(queryClient).listAll(path, breachEvent),
    queryClient.fetchQuery(resultFilesQuery(run.id)),
  ])
  const breachId = breaches[0]?.potential_breach ?? null
  const potential = breachId === null ? undefined : facts.breaches.get(breachId)
  const anchor =
    potential && facts.network ? networkAnchor(facts.network, breachFeatureRef(potential)) : null
  const row: ExportRow = {
    scenario_name: run.name,
    simulation_id: run.id,
    simulation_uuid: run.uuid,
    breach_id: breachId,
    breach_code: potential?.code ?? null,
    model_id: run.hydromodel_id,
    model_revision: facts.model.revision_number,
    status,
    result_files: files.rows.map((file) => file.filename).join(';'),
    longitude: anchor?.[0] ?? null,
    latitude: anchor?.[1] ?? null,
  }
  return row
}

/** The export's rows: one per run the set's tag finds, read when the export is asked for. */
export async function readExport(queryClient: QueryClient, rows: readonly BoardRow[]) {
  const runs = rows.flatMap((row) => (row.simulation ? [{ row, run: row.simulation }] : []))
  // A set's runs share their base's model: its breaches and network are read once per model.
  const modelIds = [...new Set(runs.map(({ run }) => run.hydromodel_id))]
  const facts = new Map(
    await Promise.all(modelIds.map(async (id) => [id, await modelFacts(queryClient, id)] as const)),
  )
  return Promise.all(
    runs.map(({ row, run }) =>
      exportRow(queryClient, facts.get(run.hydromodel_id) as ModelFacts, run, row.phase),
    ),
  )
}

export const exportCsv = (rows: readonly ExportRow[]) => toCsv(EXPORT_COLUMNS, rows)

/** One point per breach (no geometry where the map network does not place it). */
export function exportGeojson(rows: readonly ExportRow[]): string {
  const features = rows.map(({ longitude, latitude, ...properties }) => ({
    type: 'Feature',
    geometry:
      longitude === null || latitude === null
        ? null
        : { type: 'Point', coordinates: [longitude, latitude] },
    properties,
  }))
  return JSON.stringify({ type: 'FeatureCollection', features }, null, 1)
}

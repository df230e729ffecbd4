import type { QueryClient } from '@tanstack/react-query'
import { modelQuery } from '@/api/models/queries'
import { runFiguresQuery } from '@/api/simulations/log-zip-queries'
import { resultFilesQuery } from '@/api/simulations/result-files-queries'
import type { Simulation } from '@/api/simulations/schema'
import { toCsv } from '@/lib/csv'
import type { BoardRow } from './board-rows'
import { breachDepthValue } from './breach-depth'
import { breachDepthQuery } from './breach-depth-query'
import { figureOf, type SortKey } from './finished-order'
import { breachPlaces, runBreachOf } from './run-breach'

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
  duration_s: number
  /** When the run ended (its latest status), ISO 8601 UTC; null before. */
  ended_utc: string | null
  result_files: string
  /** The flow summary's figures, as the table shows them; null where none or not read. */
  max_volume_error: number | null
  max_volume_error_unit: string | null
  water_in: number | null
  water_out: number | null
  volume_unit: string | null
  /** The deepest water over an ended run in the cell at its breach (m); null: none or not read. */
  max_depth_at_breach_m: number | null
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
  'duration_s',
  'ended_utc',
  'result_files',
  'max_volume_error',
  'max_volume_error_unit',
  'water_in',
  'water_out',
  'volume_unit',
  'max_depth_at_breach_m',
  'longitude',
  'latitude',
]

/** The export column of each column the finished table shows: a new one cannot be left out. */
export const SHOWN_IN_EXPORT: Record<SortKey, keyof ExportRow> = {
  name: 'scenario_name',
  status: 'status',
  duration: 'duration_s',
  ended: 'ended_utc',
  volumeError: 'max_volume_error',
  waterIn: 'water_in',
  waterOut: 'water_out',
  breachDepth: 'max_depth_at_breach_m',
}

async function modelFacts(queryClient: QueryClient, modelId: number) {
  const [model, places] = await Promise.all([
    queryClient.fetchQuery(modelQuery(modelId)),
    breachPlaces(queryClient, modelId),
  ])
  return { model, places }
}

type ModelFacts = Awaited<ReturnType<typeof modelFacts>>

/** An ended run's depth at its breach, as the table reads it (kept); null where not read. */
async function depthAtBreach(queryClient: QueryClient, run: Simulation, ended: boolean) {
  if (!ended) return null
  const reading = await queryClient.fetchQuery(breachDepthQuery(run)).catch(() => undefined)
  return breachDepthValue(reading)
}

/** An ended run's flow summary figures, as the table reads them (kept); nulls where not read. */
async function flowFigures(queryClient: QueryClient, runId: number, ended: boolean) {
  const reading = ended
    ? await queryClient.fetchQuery(runFiguresQuery(runId)).catch(() => undefined)
    : undefined
  const figures = reading?.ok ? reading.figures : null
  return {
    max_volume_error: figureOf(reading, 'volumeError'),
    max_volume_error_unit: figures?.volumeError?.unit ?? null,
    water_in: figureOf(reading, 'waterIn'),
    water_out: figureOf(reading, 'waterOut'),
    volume_unit: figures?.volumeUnit ?? null,
  }
}

async function exportRow(
  queryClient: QueryClient,
  facts: ModelFacts,
  run: Simulation,
  row: BoardRow,
) {
  const ended = row.phase === 'finished' || row.phase === 'crashed'
  const [breach, files, figures, depth] = await Promise.all([
    runBreachOf(queryClient, facts.places, run.id),
    queryClient.fetchQuery(resultFilesQuery(run.id)),
    flowFigures(queryClient, run.id, ended),
    depthAtBreach(queryClient, run, ended),
  ])
  const exported: ExportRow = {
    scenario_name: run.name,
    simulation_id: run.id,
    simulation_uuid: run.uuid,
    breach_id: breach.breachId,
    breach_code: breach.code,
    model_id: run.hydromodel_id,
    model_revision: facts.model.revision_number,
    status: row.phase,
    duration_s: run.duration,
    ended_utc: ended && row.status ? row.status.created : null,
    result_files: files.rows.map((file) => file.filename).join(';'),
    ...figures,
    max_depth_at_breach_m: depth,
    longitude: breach.point?.[0] ?? null,
    latitude: breach.point?.[1] ?? null,
  }
  return exported
}

export async function readExport(queryClient: QueryClient, rows: readonly BoardRow[]) {
  const runs = rows.flatMap((row) => (row.simulation ? [{ row, run: row.simulation }] : []))
  // A set's runs share their base's model: its breaches and network are read once per model.
  const modelIds = [...new Set(runs.map(({ run }) => run.hydromodel_id))]
  const facts = new Map(
    await Promise.all(modelIds.map(async (id) => [id, await modelFacts(queryClient, id)] as const)),
  )
  return Promise.all(
    runs.map(({ row, run }) =>
      exportRow(queryClient, facts.get(run.hydromodel_id) as ModelFacts, run, row),
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

import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@/api/client'
import { downloadLink } from '@/api/common'
import { hasBytes } from '@/api/files/file-collection'
import { isApiError } from '@/api/errors'
import { model } from '@/api/models/schema'
import { apiOf } from '@/api/session-client'
import { boundaryFiles } from '@/api/simulations/boundary-conditions-queries'
import { simulationEvents, type SimulationEvents } from '@/api/simulations/events-schema'
import { configuredInitialConditions } from '@/api/simulations/initial-conditions-queries'
import { basicPostProcessing, postProcessingStatus } from '@/api/simulations/post-processing-schema'
import { rainFiles } from '@/api/simulations/rain-queries'
import { simulation, type Simulation } from '@/api/simulations/schema'
import { downloadFile } from '@/api/transfer'
import { canonicalJson } from '@/lib/canonical-json'
import { formatMoment } from '@/lib/local-time'
import {
  breachBodies,
  savedStateEventAdditions,
  tableControlBodies,
  timedControlBodies,
} from './copy-bodies'
import { markedTags } from './copy-marker'
import type { CopyRecord, CopyStep } from './copy-record'

export class CopyRefused extends Error {}

type Draft =
  Exclude<CopyStep, { kind: 'simulation' }> extends infer S
    ? S extends CopyStep
      ? Omit<S, 'key'>
      : never
    : never

function numbered<T extends { occurrence: number }>(drafts: Omit<T, 'occurrence'>[]): T[] {
  const seen = new Map<string, number>()
  return drafts.map((draft) => {
    const text = canonicalJson(draft)
    const occurrence = seen.get(text) ?? 0
    seen.set(text, occurrence + 1)
    return { ...draft, occurrence } as T
  })
}

async function refuseUnstartableModel(api: ApiClient, base: Simulation) {
  const found = await api.get(`/hydromodels/${base.hydromodel_id}/`, model)
  if (found.disabled) {
    throw new CopyRefused(
      `The model “${found.name}” is disabled: no new simulation can be made of it.`,
    )
  }
  if (!found.inp_success) {
    throw new CopyRefused(
      `The model “${found.name}” is not ready (its input was not processed): no new simulation can be made of it.`,
    )
  }
}

function initialDrafts(events: SimulationEvents, now: Date): Draft[] {
  const { savedState, predefined1d, raster2d } = configuredInitialConditions(events)
  const drafts: Draft[] = []
  if (savedState) {
    const { expiry, name } = savedState.saved_state
    if (expiry !== null && Date.parse(expiry) <= now.getTime()) {
      throw new CopyRefused(
        `The saved state “${name}” this simulation starts from expired on ${formatMoment(expiry)}: a copy cannot start from it. Choose another initial condition on the base first, or make a new simulation.`,
      )
    }
    const body = { saved_state: String(savedState.saved_state.id) }
    drafts.push({ kind: 'initial', addition: { kind: 'saved_state', body } })
  }
  if (predefined1d) drafts.push({ kind: 'initial', addition: { kind: 'predefined_1d', body: {} } })
  if (raster2d) {
    const body = {
      initial_waterlevel: String(raster2d.initial_waterlevel_id),
      aggregation_method: raster2d.aggregation_method,
    }
    drafts.push({ kind: 'initial', addition: { kind: 'raster_2d', body } })
  }
  return drafts
}

async function eventDrafts(api: ApiClient, base: Simulation, events: SimulationEvents) {
  const [breaches, tables, timed] = await Promise.all([
    breachBodies(api, base.id),
    tableControlBodies(api, base.id),
    timedControlBodies(api, base.id),
  ])
  return [
    ...numbered(breaches.map((body) => ({ kind: 'breach' as const, body }))),
    ...numbered([
      ...tables.map((body) => ({
        kind: 'structure-control' as const,
        control: 'table' as const,
        body,
      })),
      ...timed.map((body) => ({
        kind: 'structure-control' as const,
        control: 'timed' as const,
        body,
      })),
    ]),
    ...numbered(
      savedStateEventAdditions(events).map((addition) => ({
        kind: 'saved-state-event' as const,
        addition,
      })),
    ),
  ] as Draft[]
}

/** The base's boundary-conditions file, read now: a link that fails stops the copy before it begins. */
async function boundaryDrafts(api: ApiClient, base: Simulation): Promise<Draft[]> {
  const collection = boundaryFiles(base.id)
  const records = await api.listAll(collection.path, collection.schema)
  const uploaded = records.find((record) => record.file.state !== 'created')
  if (!uploaded) return []
  const { filename } = uploaded.file
  try {
    const link = await api.get(`${collection.path}${uploaded.id}/download/`, downloadLink)
    const content = await (
      await downloadFile(link.get_url, { stallMs: api.deadlines.transferStallMs })
    ).text()
    return [{ kind: 'boundary-file', filename, content }]
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new CopyRefused(`The boundary-conditions file ${filename} could not be read: ${reason}`)
  }
}

async function rainDrafts(api: ApiClient, base: Simulation): Promise<Draft[]> {
  const collection = rainFiles(base.id)
  const records = await api.listAll(collection.path, collection.schema)
  return records
    .filter(hasBytes)
    .map((record) => ({ kind: 'rain-file', filename: record.file.filename, baseId: base.id }))
}

/** Basic post-processing, without its result_uuid: the copy must not overwrite the base's result. */
async function postProcessingDrafts(api: ApiClient, base: Simulation): Promise<Draft[]> {
  const viewer = `/simulations/${base.id}/results/post_processing/viewer/`
  const history = await api.listAll(`${viewer}status/history/`, postProcessingStatus)
  if (history.length === 0) return []
  try {
    const found = await api.get(`${viewer}basic/`, basicPostProcessing)
    const body = {
      scenario_name: found.scenario_name,
      process_basic_results: found.process_basic_results,
    }
    return [{ kind: 'basic-post-processing', body }]
  } catch (error) {
    if (isApiError(error) && error.status === 404) return []
    throw error
  }
}

export type CopyChoices = { name: string; now: Date; key: string }

/** Refuses what can be known before anything is created: an unstartable model, an expired saved state. */
export async function planCopy(
  queryClient: QueryClient,
  base: Simulation,
  choices: CopyChoices,
): Promise<CopyRecord> {
  const api = apiOf(queryClient)
  await refuseUnstartableModel(api, base)
  const events = await api.get(`/simulations/${base.id}/events/`, simulationEvents)
  const drafts: Draft[] = [
    ...initialDrafts(events, choices.now),
    ...(await eventDrafts(api, base, events)),
    ...(await boundaryDrafts(api, base)),
    ...(await rainDrafts(api, base)),
    ...(await postProcessingDrafts(api, base)),
  ]
  const namesakes = await api.listAll('/simulations/', simulation, {
    query: { name: choices.name },
  })
  const create: CopyStep = {
    key: 'simulation',
    kind: 'simulation',
    body: {
      name: choices.name,
      hydromodel: String(base.hydromodel_id),
      organisation: base.organisation,
      start_datetime: base.start_datetime,
      duration: base.duration,
      tags: markedTags(base.tags, choices.key),
    },
  }
  return {
    key: choices.key,
    baseId: base.id,
    baseName: base.name,
    plannedAt: choices.now.toISOString(),
    targetId: null,
    preexistingIds: namesakes.map((each) => each.id),
    steps: [
      create,
      ...drafts.map((draft, index) => ({ ...draft, key: `${draft.kind}-${index}` }) as CopyStep),
    ],
    outcomes: {},
  }
}

import { creationOf } from '@/workflows/scenario-sets/run-state'
import { createStepOf } from '@/workflows/copies/copy-record'
import { markerIn } from '@/workflows/copies/copy-marker'
import type { SetRecord, SetRun } from '@/workflows/scenario-sets/set-record'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'

export type RunPhase =
  | 'planned'
  | 'cancelled'
  | 'configuring'
  | 'failed to create'
  | 'rain file to choose'
  | 'configured'
  | 'created'
  | 'queued'
  | 'running'
  | 'finished'
  | 'crashed'

export type BoardRow = {
  key: string
  name: string
  phase: RunPhase
  simulation: Simulation | null
  status: CurrentStatus | null
  /** The run's place in the plan this browser keeps: its Retry. */
  planIndex: number | null
  failure: string | null
}

const RUNNING = new Set(['starting', 'initialized', 'ended', 'postprocessing'])

function phaseOfStatus(status: CurrentStatus | null, configured: boolean | null): RunPhase {
  if (status === null) return configured === false ? 'configuring' : 'created'
  if (status.name === 'finished') return 'finished'
  if (status.name === 'crashed') return 'crashed'
  if (status.name === 'queued') return 'queued'
  if (RUNNING.has(status.name)) return 'running'
  if (configured === null) return 'created'
  return configured ? 'configured' : 'configuring'
}

/** Taken from `left`, so no simulation is the row of two runs. */
function takeSimulation(run: SetRun, left: Simulation[]): Simulation | null {
  const create = createStepOf(run.copy)
  const marker = markerIn(create?.body.tags)
  const at = [
    left.findIndex((each) => each.id === run.copy.targetId),
    marker === null ? -1 : left.findIndex((each) => each.tags.includes(marker)),
    marker === null ? left.findIndex((each) => each.name === create?.body.name) : -1,
  ].find((index) => index >= 0)
  return at === undefined ? null : (left.splice(at, 1)[0] ?? null)
}

/** Without a plan (another browser made the set) a created run is just "created". */
export function boardRows(
  plan: SetRecord | null,
  runs: readonly Simulation[],
  statuses: ReadonlyMap<number, CurrentStatus>,
): BoardRow[] {
  const left = [...runs].sort((a, b) => a.id - b.id)
  const planned = (plan?.runs ?? []).map((run, planIndex) => {
    const name = createStepOf(run.copy)?.body.name ?? ''
    const simulation = takeSimulation(run, left)
    const creation = creationOf(run)
    const status = simulation ? (statuses.get(simulation.id) ?? null) : null
    const key = simulation ? `run-${simulation.id}` : `plan-${planIndex}`
    const base = { key, name, simulation, status, planIndex, failure: null }
    if (creation.state === 'failed') {
      return { ...base, phase: 'failed to create' as const, failure: creation.message }
    }
    if (creation.state === 'needs-choice') return { ...base, phase: 'rain file to choose' as const }
    if (creation.state === 'cancelled') return { ...base, phase: 'cancelled' as const }
    if (!simulation) return { ...base, phase: 'planned' as const }
    return { ...base, phase: phaseOfStatus(status, creation.state === 'created') }
  })
  const others = left.map((simulation) => {
    const status = statuses.get(simulation.id) ?? null
    return {
      key: `run-${simulation.id}`,
      name: simulation.name,
      simulation,
      status,
      planIndex: null,
      failure: null,
      phase: phaseOfStatus(status, null),
    }
  })
  return [...planned, ...others].sort((a, b) => a.name.localeCompare(b.name))
}

export function phaseCounts(rows: readonly BoardRow[]): [RunPhase, number][] {
  const counts = new Map<RunPhase, number>()
  for (const row of rows) counts.set(row.phase, (counts.get(row.phase) ?? 0) + 1)
  return [...counts.entries()]
}

/** Where each queued run stands in the organisation's queue: oldest queued first. */
export function queuePlaces(statuses: ReadonlyMap<number, CurrentStatus>): Map<number, number> {
  const queued = [...statuses.entries()]
    .filter(([, status]) => status.name === 'queued')
    .sort(([, a], [, b]) => a.created.localeCompare(b.created))
  return new Map(queued.map(([id], index) => [id, index + 1]))
}

export const isCancellableRow = (row: BoardRow) =>
  row.planIndex !== null &&
  ['planned', 'failed to create', 'rain file to choose'].includes(row.phase)

/** A run still on its way (the board keeps reading) or waiting for a person. */
export const isSettled = (row: BoardRow) =>
  [
    'finished',
    'crashed',
    'failed to create',
    'rain file to choose',
    'cancelled',
    'configured',
    'created',
  ].includes(row.phase)

import { z } from 'zod'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { formatDuration } from '@/lib/duration'
import { peakMmPerHour, totalDepthMm } from '@/lib/rain/rain-series'
import { breachEvent, type BreachEvent } from './breach-schema'
import { fileBoundaryCondition } from './boundary-conditions-schema'
import { rainNetcdf, type RainNetcdf } from './rain-schema'
import { savedStateOverview } from './saved-state-events-schema'
import { structureTypes, actionTypes } from './structure-control-schema'

export type TimelineKind = 'rain' | 'breach' | 'control' | 'saved-state' | 'boundary'

/** One event on the run's axis, in seconds from the run's start; `span` null when no time is known. */
export type TimelineEvent = {
  key: string
  kind: TimelineKind
  /** The row's words, e.g. "Breach DV-12". */
  label: string
  /** Its key values in a sentence, for the overview's summary. */
  facts: string
  /** Where it is shown on the Events page (an element id). */
  anchor: string
  span: { start: number; end: number } | null
  /** Rain's time steps, each [start, end] in run seconds. */
  steps: readonly (readonly [number, number])[]
  /** Rain's mm/h per step, when this browser kept the file; empty otherwise. */
  intensities: readonly number[]
  /** Why it has no span, when it has none. */
  untimed: string | null
}

export const eventsAnchors = {
  breaches: 'events-breaches',
  rain: 'events-rain',
  savedStates: 'events-saved-states',
  boundary: 'events-boundary-conditions',
  controls: 'events-structure-controls',
} as const

export const breachAnchor = (id: number) => `breach-${id}`
export const rainAnchor = (id: number) => `rain-${id}`
export const boundaryAnchor = (id: number) => `boundary-${id}`
export const controlAnchor = (kind: 'table' | 'timed', id: number) => `control-${kind}-${id}`
/** Timed and stable saved states are separate records: their ids may meet. */
export const savedStateAnchor = (type: string, id: number) =>
  `saved-state-${type === 'timed' ? 'timed' : 'stable'}-${id}`

const control = z.object({
  id: z.number().int(),
  offset: z.number(),
  duration: z.number(),
  structure_type: z.enum(structureTypes),
  structure_id: z.number().nullable().optional(),
  grid_id: z.number().nullable().optional(),
  type: z.enum(actionTypes),
})

const actionWords: Record<(typeof actionTypes)[number], string> = {
  set_crest_level: 'crest level',
  set_discharge_coefficients: 'discharge coefficients',
  set_pump_capacity: 'pump capacity',
}

export function records<T>(events: SimulationEvents, key: string, schema: z.ZodType<T>): T[] {
  const entry = Object.hasOwn(events, key) ? events[key] : null
  const list = entry === null || entry === undefined ? [] : Array.isArray(entry) ? entry : [entry]
  return list.flatMap((record) => {
    const parsed = schema.safeParse(record)
    return parsed.success ? [parsed.data] : []
  })
}

const metres = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 2 })} m`
const between = (start: number, end: number) =>
  `from ${formatDuration(start)} to ${formatDuration(end)}`

function breachRow(event: BreachEvent, nameOf: (id: number) => string | null): TimelineEvent {
  const name =
    event.potential_breach === null
      ? 'Breach'
      : `Breach ${nameOf(event.potential_breach) ?? event.potential_breach}`
  const deepest = event.offset + event.duration_till_max_depth
  const depth =
    event.maximum_breach_depth === null || event.maximum_breach_depth === undefined
      ? `deepest at ${formatDuration(deepest)}`
      : `max depth ${metres(event.maximum_breach_depth)} at ${formatDuration(deepest)}`
  return {
    key: `breach-${event.id}`,
    kind: 'breach',
    label: name,
    facts: `${name}: ${metres(event.initial_width)} wide, ${depth}`,
    anchor: breachAnchor(event.id),
    span: { start: event.offset, end: deepest },
    steps: [],
    intensities: [],
    untimed: null,
  }
}

/** The rain's mm/h per interval read from the kept file; null when this browser does not have it. */
export type RainIntensitiesOf = (rain: RainNetcdf) => readonly number[] | null

const millimetres = (value: number) =>
  value.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

function rainRow(rain: RainNetcdf, intensitiesOf: RainIntensitiesOf): TimelineEvent {
  const base = {
    key: `rain-${rain.id}`,
    kind: 'rain' as const,
    label: 'Rain',
    anchor: rainAnchor(rain.id),
    intensities: [],
  }
  const offset = rain.offset ?? 0
  const { timestamps, interval } = rain
  if (!timestamps?.length || !interval) {
    const untimed = `${rain.file.filename} is not processed yet: its times are not known`
    return { ...base, facts: `Rain: ${untimed}`, span: null, steps: [], untimed }
  }
  const frames = timestamps.map((time) => [offset + time, offset + time + interval] as const)
  const start = frames[0]?.[0] ?? offset
  const end =
    rain.duration === null || rain.duration === undefined
      ? (frames.at(-1)?.[1] ?? start)
      : offset + rain.duration
  // The last frame only closes the interval before it: no rain falls from it.
  const steps = frames.filter(([from]) => from < end)
  const intensities = intensitiesOf(rain)
  const amount =
    intensities === null
      ? 'intensity not known here'
      : `${millimetres(totalDepthMm({ intervalSeconds: interval, mmPerHour: intensities }))} mm, peak ${millimetres(peakMmPerHour({ mmPerHour: intensities }))} mm/h`
  return {
    ...base,
    facts: `Rain: ${amount}, ${between(start, end)}, every ${formatDuration(interval)} (${rain.file.filename})`,
    span: { start, end },
    steps,
    intensities: intensities ?? [],
    untimed: null,
  }
}

function controlRow(record: z.infer<typeof control>, kind: 'table' | 'timed'): TimelineEvent {
  const target =
    record.structure_id === null || record.structure_id === undefined
      ? `${record.structure_type.replace('v2_', '')} at grid id ${record.grid_id ?? '?'}`
      : `${record.structure_type.replace('v2_', '')} ${record.structure_id}`
  const label = `Control (${kind}): ${actionWords[record.type]} of ${target}`
  const end = record.offset + record.duration
  return {
    key: `control-${kind}-${record.id}`,
    kind: 'control',
    label,
    facts: `${label}, ${between(record.offset, end)}`,
    anchor: controlAnchor(kind, record.id),
    span: { start: record.offset, end },
    steps: [],
    intensities: [],
    untimed: null,
  }
}

function savedStateRow(event: z.infer<typeof savedStateOverview>): TimelineEvent {
  const label = `Saved state ${event.name}`.trim()
  const base = {
    key: `saved-state-${event.id}`,
    kind: 'saved-state' as const,
    label,
    anchor: savedStateAnchor(event.type, event.id),
    steps: [],
    intensities: [],
  }
  if (event.type === 'timed' && event.time !== null) {
    const at = `at ${formatDuration(event.time)}`
    return {
      ...base,
      facts: `${label}: ${at}`,
      span: { start: event.time, end: event.time },
      untimed: null,
    }
  }
  const untimed = 'when the flow is stable: no fixed time'
  return {
    ...base,
    facts: `${label}: ${untimed}`,
    span: null,
    untimed,
  }
}

/** The first and last time of a boundary file's series, when this browser kept the file. */
export type BoundarySpanOf = (filename: string) => { start: number; end: number } | null

function boundaryRow(
  file: z.infer<typeof fileBoundaryCondition>,
  spanOf: BoundarySpanOf,
): TimelineEvent {
  const span = spanOf(file.file.filename)
  const untimed = span === null ? "its series' times are in the uploaded file" : null
  return {
    key: `boundary-${file.id}`,
    kind: 'boundary',
    label: `Boundary conditions ${file.file.filename}`,
    facts: `Boundary conditions: ${span === null ? '' : `series ${between(span.start, span.end)}, `}file ${file.file.filename}`,
    anchor: boundaryAnchor(file.id),
    span,
    steps: [],
    intensities: [],
    untimed,
  }
}

/** The kinds `timelineEvents` describes; any other kind is only counted. */
export const timelineKinds: ReadonlySet<string> = new Set([
  'breach',
  'filerasterrain',
  'savedstates',
  'fileboundaryconditions',
  'tablestructurecontrols',
  'timedstructurecontrols',
])

/** Every event of the run's configuration, as rows of its timeline, in the Events page's order. */
export function timelineEvents(
  events: SimulationEvents,
  nameOfPotentialBreach: (id: number) => string | null = () => null,
  rainIntensitiesOf: RainIntensitiesOf = () => null,
  boundarySpanOf: BoundarySpanOf = () => null,
): TimelineEvent[] {
  return [
    ...records(events, 'breach', breachEvent).map((event) =>
      breachRow(event, nameOfPotentialBreach),
    ),
    ...records(events, 'filerasterrain', rainNetcdf).map((rain) =>
      rainRow(rain, rainIntensitiesOf),
    ),
    ...records(events, 'savedstates', savedStateOverview).map(savedStateRow),
    ...records(events, 'fileboundaryconditions', fileBoundaryCondition).map((file) =>
      boundaryRow(file, boundarySpanOf),
    ),
    ...records(events, 'tablestructurecontrols', control).map((record) =>
      controlRow(record, 'table'),
    ),
    ...records(events, 'timedstructurecontrols', control).map((record) =>
      controlRow(record, 'timed'),
    ),
  ]
}

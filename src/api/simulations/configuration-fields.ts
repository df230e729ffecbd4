import { z } from 'zod'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { formatDuration } from '@/lib/duration'
import { fileBoundaryCondition } from './boundary-conditions-schema'
import { breachEvent, type BreachEvent } from './breach-schema'
import type { PostProcessingResources } from './post-processing-queries'
import { rainNetcdf, type RainNetcdf } from './rain-schema'
import { records } from './run-timeline'
import { savedStateOverview, type SavedStateOverview } from './saved-state-events-schema'
import { actionTypes, structureTypes } from './structure-control-schema'

export const configurationGroups = [
  'Run',
  'Initial conditions',
  'Breaches',
  'Rain',
  'Structure controls',
  'Boundary conditions',
  'Saved-state events',
  'Post-processing',
  'Other events',
] as const
export type ConfigurationGroup = (typeof configurationGroups)[number]

/** One field of one run's configuration; `key` is the same for the same field of another run. */
export type ConfigurationField = {
  key: string
  group: ConfigurationGroup
  field: string
  value: string | number | boolean | null
  shown: string
}

export type RunConfiguration = {
  start: string
  duration: number
  events: SimulationEvents
  /** null when the run has no post-processing set up. */
  postProcessing: PostProcessingResources | null
  breachName?: (potentialBreach: number) => string | null
}

const metres = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 3 })} m`
const plain = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 3 })
const period = (offset: number, duration: number | null) =>
  duration === null
    ? `from ${formatDuration(offset)}`
    : `from ${formatDuration(offset)} to ${formatDuration(offset + duration)}`

type Row = Omit<ConfigurationField, 'group'>
const row = (key: string, field: string, value: Row['value'], shown: string): Row => ({
  key,
  field,
  value,
  shown,
})
const orNot = <T>(value: T | null, shown: (value: T) => string, none: string) =>
  value === null ? none : shown(value)

/** The same event twice in one run gets "#2", so it meets the other run's second one. */
function numbered<T>(list: readonly T[], baseOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>()
  return list.map((item) => {
    const base = baseOf(item)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return [count === 1 ? base : `${base}#${count}`, item]
  })
}

function inGroup(group: ConfigurationGroup, rows: Row[]): ConfigurationField[] {
  return rows.map((item) => ({ ...item, group }))
}

function breachRows(breach: BreachEvent, key: string, name: string): Row[] {
  const depth = breach.maximum_breach_depth ?? null
  const positive = breach.discharge_coefficient_positive ?? null
  const negative = breach.discharge_coefficient_negative ?? null
  const till = breach.duration_till_max_depth
  const of = (suffix: string, what: string, value: Row['value'], shown: string) =>
    row(`${key}:${suffix}`, `${name}: ${what}`, value, shown)
  return [
    of('width', 'initial width', breach.initial_width, metres(breach.initial_width)),
    of('depth', 'maximum depth', depth, orNot(depth, metres, 'not set')),
    of('till', 'time to maximum depth', till, formatDuration(till)),
    of('offset', 'starts at', breach.offset, formatDuration(breach.offset)),
    of('cpos', 'discharge coefficient (positive)', positive, orNot(positive, plain, 'default')),
    of('cneg', 'discharge coefficient (negative)', negative, orNot(negative, plain, 'default')),
  ]
}

function breaches(config: RunConfiguration): ConfigurationField[] {
  const list = records(config.events, 'breach', breachEvent)
  const rows = numbered(list, (breach) => `breach:${breach.potential_breach ?? 'none'}`).flatMap(
    ([key, breach]) => {
      const id = breach.potential_breach
      const name = id === null ? 'Breach' : `Breach ${config.breachName?.(id) ?? id}`
      return breachRows(breach, key, key.includes('#') ? `${name} (${key.split('#')[1]})` : name)
    },
  )
  return inGroup('Breaches', rows)
}

function rainRows(rain: RainNetcdf, key: string): Row[] {
  const offset = rain.offset ?? 0
  const duration = rain.duration ?? null
  const interval = rain.interval ?? null
  const steps = rain.timestamps?.length ?? null
  const { filename, size, etag } = rain.file
  const whole = `from ${formatDuration(offset)}, the whole file`
  return [
    row(`${key}:source`, 'Rain: source', 'netcdf', 'NetCDF raster file'),
    row(`${key}:file`, 'Rain: file', `${filename}|${size}|${etag ?? ''}`, filename),
    row(
      `${key}:period`,
      'Rain: period',
      `${offset}|${duration}`,
      orNot(duration, (d) => period(offset, d), whole),
    ),
    row(
      `${key}:interval`,
      'Rain: time step',
      interval,
      orNot(interval, formatDuration, 'not read yet'),
    ),
    row(`${key}:steps`, 'Rain: number of time steps', steps, orNot(steps, String, 'not read yet')),
    row(`${key}:units`, 'Rain: units', rain.units ?? null, rain.units ?? 'not read yet'),
  ]
}

function rain(config: RunConfiguration): ConfigurationField[] {
  const list = records(config.events, 'filerasterrain', rainNetcdf)
  const rows = numbered(list, () => 'rain').flatMap(([key, item]) => rainRows(item, key))
  return inGroup('Rain', rows)
}

const control = z.object({
  offset: z.number(),
  duration: z.number().nullable(),
  structure_type: z.enum(structureTypes),
  structure_id: z.number().nullable().optional(),
  grid_id: z.number().nullable().optional(),
  type: z.enum(actionTypes).or(z.string()),
  value: z.array(z.number()).optional(),
  values: z.array(z.array(z.number())).optional(),
  measure_specification: z
    .object({ variable: z.string(), operator: z.string(), locations: z.array(z.looseObject({})) })
    .optional(),
})
type Control = z.infer<typeof control>

function controlRows(item: Control, key: string, kind: 'table' | 'timed'): Row[] {
  const target = `${item.structure_type.replace('v2_', '')} ${item.structure_id ?? `at grid id ${item.grid_id ?? '?'}`}`
  const name = `Control (${kind}) of ${target}, ${item.type.replaceAll('_', ' ')}`
  const values =
    kind === 'timed'
      ? (item.value ?? []).map(plain).join(', ')
      : (item.values ?? []).map((row) => row.map(plain).join(' → ')).join('; ')
  const rows = [
    row(`${key}:values`, `${name}: values`, values, values || 'none'),
    row(
      `${key}:period`,
      `${name}: period`,
      `${item.offset}|${item.duration}`,
      period(item.offset, item.duration),
    ),
  ]
  const measure = item.measure_specification
  if (measure) {
    const shown = `${measure.variable} ${measure.operator} at ${measure.locations.length} location(s)`
    rows.push(row(`${key}:measure`, `${name}: measured`, JSON.stringify(measure), shown))
  }
  return rows
}

function controls(config: RunConfiguration): ConfigurationField[] {
  const rows = (['table', 'timed'] as const).flatMap((kind) => {
    const list = records(config.events, `${kind}structurecontrols`, control)
    const baseOf = (item: Control) =>
      `control-${kind}:${item.structure_type}:${item.structure_id ?? `grid-${item.grid_id}`}:${item.type}`
    return numbered(list, baseOf).flatMap(([key, item]) => controlRows(item, key, kind))
  })
  return inGroup('Structure controls', rows)
}

function boundary(config: RunConfiguration): ConfigurationField[] {
  const list = records(config.events, 'fileboundaryconditions', fileBoundaryCondition)
  const rows = numbered(list, () => 'boundary').map(([key, item]) => {
    const { filename, size, etag } = item.file
    const shown = size === null ? filename : `${filename}, ${size.toLocaleString('en')} bytes`
    return row(key, 'Boundary conditions file', `${filename}|${size}|${etag ?? ''}`, shown)
  })
  return inGroup('Boundary conditions', rows)
}

function savedStateWhen(event: SavedStateOverview): string {
  if (event.type === 'timed')
    return event.time === null ? 'time not set' : `at ${formatDuration(event.time)}`
  const thresholds = event.thresholds.map((item) => `${item.variable} ${plain(item.value)}`)
  return `when stable (${thresholds.join(', ') || 'no thresholds'})`
}

function savedStates(config: RunConfiguration): ConfigurationField[] {
  const list = records(config.events, 'savedstates', savedStateOverview)
  const rows = numbered(list, (event) => `saved-state:${event.type}`).flatMap(([key, event]) => [
    row(`${key}:name`, `Saved state (${event.type}): name`, event.name, event.name || 'no name'),
    row(
      `${key}:when`,
      `Saved state (${event.type}): made`,
      savedStateWhen(event),
      savedStateWhen(event),
    ),
  ])
  return inGroup('Saved-state events', rows)
}

export const specificKinds = new Set([
  'breach',
  'filerasterrain',
  'tablestructurecontrols',
  'timedstructurecontrols',
  'fileboundaryconditions',
  'savedstates',
])

/** The events this file reads field by field; the others are compared as they are answered. */
export function eventFields(config: RunConfiguration): ConfigurationField[] {
  return [
    ...breaches(config),
    ...rain(config),
    ...controls(config),
    ...boundary(config),
    ...savedStates(config),
  ]
}

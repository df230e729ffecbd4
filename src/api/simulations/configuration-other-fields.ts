import { z } from 'zod'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import type { ConfigurationField, RunConfiguration } from './configuration-fields'
import { eventKindLabel } from './events-overview'
import { savedStateOverview } from './saved-state-events-schema'

/** Fields that name a record, not what it does: two runs' records differ in them always. */
const IDENTITY = new Set(['id', 'url', 'uuid', 'created', 'simulation'])

function entriesOf(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).filter(([name]) => !IDENTITY.has(name))
}

function words(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** A kind this page does not read field by field: each record's fields as the API answers them. */
function asAnswered(record: Record<string, unknown>): { value: string; shown: string } {
  const entries = entriesOf(record)
  const shown = entries.map(([name, value]) => `${name.replaceAll('_', ' ')} ${words(value)}`)
  return { value: JSON.stringify(entries), shown: shown.join(', ') || 'configured' }
}

const initialSavedState = z.object({
  saved_state: z.union([savedStateOverview, z.string(), z.number()]),
})
const initialRaster = z.object({
  aggregation_method: z.string(),
  initial_waterlevel_id: z.number().optional(),
  initial_waterlevel: z.string().optional(),
})

function initialShown(kind: string, record: Record<string, unknown>) {
  const saved = kind === 'initial_savedstate' ? initialSavedState.safeParse(record) : null
  if (saved?.success) {
    const state = saved.data.saved_state
    if (typeof state !== 'object') return { value: String(state), shown: `saved state ${state}` }
    return { value: String(state.id), shown: `${state.name || 'saved state'} (#${state.id})` }
  }
  const raster = kind === 'initial_twodwaterraster' ? initialRaster.safeParse(record) : null
  if (raster?.success) {
    const { aggregation_method: method, initial_waterlevel_id: id } = raster.data
    const source = id === undefined ? (raster.data.initial_waterlevel ?? '?') : `#${id}`
    return { value: `${source}|${method}`, shown: `raster ${source}, ${method} per cell` }
  }
  return asAnswered(record)
}

function listOf(entry: SimulationEvents[string] | undefined): Record<string, unknown>[] {
  if (entry === null || entry === undefined) return []
  return Array.isArray(entry) ? entry : [entry]
}

/** Initial conditions and the kinds without a reading of their own, one row per record. */
export function answeredKindFields(
  events: SimulationEvents,
  readElsewhere: ReadonlySet<string>,
): ConfigurationField[] {
  return Object.keys(events)
    .filter((kind) => !readElsewhere.has(kind))
    .sort()
    .flatMap((kind) => {
      const initial = kind.startsWith('initial_')
      const label = eventKindLabel(kind)
      return listOf(events[kind]).map((record, index): ConfigurationField => {
        const { value, shown } = initial ? initialShown(kind, record) : asAnswered(record)
        return {
          key: `${kind}#${index + 1}`,
          group: initial ? 'Initial conditions' : 'Other events',
          field: index === 0 ? label : `${label} (${index + 1})`,
          value,
          shown,
        }
      })
    })
}

export function postProcessingFields(config: RunConfiguration): ConfigurationField[] {
  const resources = config.postProcessing
  if (resources === null) return []
  const row = (key: string, field: string, value: string, shown = value): ConfigurationField => ({
    key: `post:${key}`,
    group: 'Post-processing',
    field,
    value,
    shown,
  })
  const rows: ConfigurationField[] = []
  const { basic, arrival, damage } = resources
  if (basic) {
    const processed = basic.process_basic_results ? 'basic results processed' : 'not processed'
    const value = `${basic.scenario_name}|${basic.process_basic_results}`
    rows.push(row('basic', 'Basic', value, `“${basic.scenario_name}”, ${processed}`))
  }
  if (arrival) rows.push(row('arrival', 'Arrival time', 'requested'))
  if (damage) {
    const shown = `${damage.cost_type} cost, ${damage.flood_month}, flooded ${damage.inundation_period} h, repairs ${damage.repair_time_infrastructure} h (infrastructure) and ${damage.repair_time_buildings} h (buildings)`
    rows.push(row('damage', 'Damage estimation', shown))
  }
  return rows
}

import type { SummaryEntry, SummaryGroup } from './flow-summary'

export type BalanceKind = 'inflow' | 'outflow' | 'storage' | 'error'

export function kindOf(key: string): BalanceKind {
  if (key.includes('volume_error')) return 'error'
  if (/storage|^initial_|stored/.test(key)) return 'storage'
  if (/outflow|pumps|^infiltration$|^interception$|infiltrated/.test(key)) return 'outflow'
  return 'inflow'
}

export type FlowSummaryHighlights = {
  volumeError: SummaryEntry | null
  largestStep: SummaryEntry | null
  smallestStep: SummaryEntry | null
  simulatedTime: SummaryEntry | null
  byKind: Record<Exclude<BalanceKind, 'error'>, SummaryEntry[]>
}

function find(groups: readonly SummaryGroup[], group: string, key: string) {
  return groups.find((g) => g.key === group)?.entries.find((entry) => entry.key === key) ?? null
}

export function flowSummaryHighlights(groups: readonly SummaryGroup[]): FlowSummaryHighlights {
  const balance = groups.find((group) => group.key === 'volume_balance')?.entries ?? []
  const byKind: FlowSummaryHighlights['byKind'] = { inflow: [], outflow: [], storage: [] }
  for (const entry of balance) {
    const kind = kindOf(entry.key)
    if (kind !== 'error') byKind[kind].push(entry)
  }
  return {
    volumeError: find(groups, 'volume_balance', 'maximum_volume_error'),
    largestStep: find(groups, 'general_information', 'maximum_timestep'),
    smallestStep: find(groups, 'general_information', 'minimum_timestep'),
    simulatedTime: find(groups, 'general_information', 'simulation_time'),
    byKind,
  }
}

export function totalOf(entries: readonly SummaryEntry[]): number | null {
  let total = 0
  for (const entry of entries) {
    if (typeof entry.value !== 'number') return null
    total += entry.value
  }
  return total
}

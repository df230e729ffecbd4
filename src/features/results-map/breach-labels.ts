import type { PotentialBreach } from '@/api/models/schema'
import type { BreachEvent } from '@/api/simulations/breach-schema'
import { breachFeatureRef } from '@/engine/picking/breach-lookup'
import { networkAnchor, type ModelNetwork } from '@/engine/model-network/model-network'
import type { LonLat } from '@/engine/model-network/structure-feature'

export type BreachLabel = { key: string; text: string; at: LonLat }

function nameOf(record: PotentialBreach | undefined, id: number | null): string {
  if (!record) return `Potential breach ${id ?? '?'}`
  const { display_name: name, code } = record
  if (name && code && name !== code) return `${name} (${code})`
  return name || code || `Potential breach ${record.id}`
}

/** A run's breaches where the model places them, each named with its width; `run` tells two runs apart. */
export function breachLabels(
  events: readonly BreachEvent[],
  records: readonly PotentialBreach[],
  network: ModelNetwork,
  run: string | null = null,
): BreachLabel[] {
  return events.flatMap((event) => {
    const record = records.find((candidate) => candidate.id === event.potential_breach)
    const at = record ? networkAnchor(network, breachFeatureRef(record)) : null
    if (!at) return []
    const width = `initial width ${Number(event.initial_width.toFixed(2))} m`
    const text = `${run ? `Run ${run}: ` : ''}Breach ${nameOf(record, event.potential_breach)}, ${width}`
    return [{ key: `${run ?? ''}${event.id}`, text, at }]
  })
}

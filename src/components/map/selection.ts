import type { PotentialBreach } from '@/api/schemas/models'
import { breachFeatureRef, findPotentialBreachById } from './breach-lookup'
import type { FeatureRef, PickableCategory } from './map-categories'
import type { PickedFeature } from './picking'

/**
 * What a user selected, as it lives in the URL (`breach:12`, `weir:301`). A breach is named by its
 * potential breach record id (what a breach event takes); a structure by its model-database id
 * (what a structure control takes as `structure_id`).
 */
export type MapSelection = { category: PickableCategory; id: number }

const selectionKeys: Record<PickableCategory, string> = {
  breaches: 'breach',
  weirs: 'weir',
  orifices: 'orifice',
  culverts: 'culvert',
  pumps: 'pump',
  channels: 'channel',
  pipes: 'pipe',
  manholes: 'manhole',
}

function categoryOfKey(key: string): PickableCategory | null {
  const entry = Object.entries(selectionKeys).find(([, candidate]) => candidate === key)
  if (!entry) return null
  const category = entry[0]
  return isPickable(category) ? category : null
}

function isPickable(value: string): value is PickableCategory {
  return value in selectionKeys
}

export function formatSelection(selection: MapSelection): string {
  return `${selectionKeys[selection.category]}:${selection.id}`
}

export function parseSelection(value: string | null | undefined): MapSelection | null {
  const match = /^([a-z]+):(\d{1,16})$/.exec(value ?? '')
  if (!match?.[1] || !match[2]) return null
  const category = categoryOfKey(match[1])
  const id = Number(match[2])
  return category && Number.isSafeInteger(id) ? { category, id } : null
}

/** The feature to highlight; null for a breach whose record is not (yet) known. */
export function selectionToFeatureRef(
  selection: MapSelection | null,
  breaches: readonly PotentialBreach[],
): FeatureRef | null {
  if (!selection) return null
  if (selection.category !== 'breaches') return selection
  const record = findPotentialBreachById(breaches, selection.id)
  return record ? breachFeatureRef(record) : null
}

/** A click on the map as a selection; a breach without a known record selects nothing. */
export function pickedToSelection(
  picked: PickedFeature,
  breachIndex: ReadonlyMap<number, PotentialBreach>,
): MapSelection | null {
  if (!isPickable(picked.category)) return null
  if (picked.category !== 'breaches') return { category: picked.category, id: picked.id }
  const record = breachIndex.get(picked.id)
  return record ? { category: 'breaches', id: record.id } : null
}

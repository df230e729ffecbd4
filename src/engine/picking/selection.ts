import type { PotentialBreach } from '@/api/models/schema'
import { breachFeatureRef, findPotentialBreachById } from './breach-lookup'
import type { FeatureProperties } from '../model-network/feature-properties'
import {
  isPickableCategory,
  type FeatureRef,
  type PickableCategory,
} from '../map-style/map-categories'

/** As in the URL (`breach:12`): a breach by record id, a structure by model-database id. */
export type MapSelection = { category: PickableCategory; id: number }

export type PickedFeature = FeatureRef & { properties: FeatureProperties }

const selectionKeys: Record<PickableCategory, string> = {
  breaches: 'breach',
  weirs: 'weir',
  orifices: 'orifice',
  culverts: 'culvert',
  pumps: 'pump',
  channels: 'channel',
  pipes: 'pipe',
  manholes: 'manhole',
  'connection-nodes': 'node',
}

function categoryOfKey(key: string): PickableCategory | null {
  const entry = Object.entries(selectionKeys).find(([, candidate]) => candidate === key)
  const category = entry?.[0]
  return isPickableCategory(category) ? category : null
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

export function sameSelection(left: MapSelection, right: MapSelection): boolean {
  return left.category === right.category && left.id === right.id
}

export function formatSelectionList(selections: readonly MapSelection[]): string {
  return [...new Set(selections.map(formatSelection))].join(',')
}

export function parseSelectionList(value: string | null | undefined): MapSelection[] {
  const parsed = (value ?? '').split(',').map((part) => parseSelection(part.trim()))
  const selections: MapSelection[] = []
  for (const selection of parsed) {
    if (selection && !selections.some((known) => sameSelection(known, selection))) {
      selections.push(selection)
    }
  }
  return selections
}

export function selectionToFeatureRef(
  selection: MapSelection | null,
  breaches: readonly PotentialBreach[],
): FeatureRef | null {
  if (!selection) return null
  if (selection.category !== 'breaches') return selection
  const record = findPotentialBreachById(breaches, selection.id)
  return record ? breachFeatureRef(record) : null
}

export function pickedToSelection(
  picked: FeatureRef,
  breachIndex: ReadonlyMap<number, PotentialBreach>,
): MapSelection | null {
  if (!isPickableCategory(picked.category)) return null
  if (picked.category !== 'breaches') return { category: picked.category, id: picked.id }
  const record = breachIndex.get(picked.id)
  return record ? { category: 'breaches', id: record.id } : null
}

import type { PotentialBreach } from '@/api/models/schema'
import { structureCategories, type PickableCategory } from '../map-style/map-categories'
import { sameSelection, type MapSelection } from './selection'

export const pickKinds = ['any', 'breach', 'structure', 'connection-node'] as const
export type PickKind = (typeof pickKinds)[number]

export const pickKindCategories: Record<PickKind, readonly PickableCategory[]> = {
  any: ['breaches', ...structureCategories, 'manholes'],
  breach: ['breaches'],
  structure: structureCategories,
  'connection-node': ['connection-nodes'],
}

export type PickMode = 'single' | 'multiple'

/** The caller owns the selection (usually in the URL) and gets the whole next one on every pick. */
export type PickingMode = {
  kind: PickKind
  only?: readonly PickableCategory[]
  mode?: PickMode
  selected: readonly MapSelection[]
  onChange: (selected: MapSelection[]) => void
  /** Without the breach records a breach can be neither shown nor picked. */
  breaches?: readonly PotentialBreach[]
}

export function pickingCategories(picking: Pick<PickingMode, 'kind' | 'only'>) {
  const all = pickKindCategories[picking.kind]
  const only = picking.only
  return only ? all.filter((category) => only.includes(category)) : all
}

export function applyPick(
  selected: readonly MapSelection[],
  pick: MapSelection,
  mode: PickMode = 'single',
): MapSelection[] {
  if (mode === 'single') return [pick]
  const without = selected.filter((entry) => !sameSelection(entry, pick))
  return without.length < selected.length ? without : [...selected, pick]
}

export function selectionForPicking(
  selected: readonly MapSelection[],
  kind: PickKind,
  mode: PickMode = 'single',
): MapSelection[] {
  const fitting = selected.filter((entry) => pickKindCategories[kind].includes(entry.category))
  const unique = fitting.filter(
    (entry, index) => fitting.findIndex((other) => sameSelection(other, entry)) === index,
  )
  return mode === 'single' ? unique.slice(0, 1) : unique
}

export function isSelected(selected: readonly MapSelection[], candidate: MapSelection): boolean {
  return selected.some((entry) => sameSelection(entry, candidate))
}

import type { PotentialBreach } from '@/api/models/schema'
import { structureCategories, type PickableCategory } from '../map-style/map-categories'
import { sameSelection, type MapSelection } from './selection'

/**
 * What the map is asked for: a breach event takes a potential breach, a structure control a
 * target structure and its measure locations (connection nodes); `any` browses every pickable
 * feature (the map page).
 */
export const pickKinds = ['any', 'breach', 'structure', 'connection-node'] as const
export type PickKind = (typeof pickKinds)[number]

export const pickKindCategories: Record<PickKind, readonly PickableCategory[]> = {
  any: ['breaches', ...structureCategories, 'manholes'],
  breach: ['breaches'],
  structure: structureCategories,
  'connection-node': ['connection-nodes'],
}

/** `single` replaces the selection with each pick; `multiple` toggles each pick in or out. */
export type PickMode = 'single' | 'multiple'

/**
 * The map (and the list beside it) as an input, e.g.
 * `picking={{ kind: 'connection-node', mode: 'multiple', selected, onChange }}`. The caller owns
 * the selection (usually in the URL) and gets the whole next selection back on every pick.
 */
export type PickingMode = {
  kind: PickKind
  /** Narrows the kind's categories (say, structures without pump stations); all of them if unset. */
  only?: readonly PickableCategory[]
  mode?: PickMode
  selected: readonly MapSelection[]
  onChange: (selected: MapSelection[]) => void
  /**
   * The model's potential breach records: a marker is keyed by its connected point, a breach
   * selection by its record id. Without them a breach can be neither shown nor picked.
   */
  breaches?: readonly PotentialBreach[]
}

/** The categories a picking mode takes: its kind's, narrowed by `only`. */
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

/** What of a selection (say, from a URL) this kind and mode can hold: its kind, once, one if single. */
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

import type { PotentialBreach } from '@/api/models/schema'
import { categoryOfLayer } from '../map-style/layer-specs'
import type { FeatureRef, PickableCategory } from '../map-style/map-categories'
import { isSelected } from './picking'
import { pickedToSelection, type MapSelection } from './selection'

export type ScreenPoint = [number, number]

export type ScreenBox = { left: number; top: number; width: number; height: number }

/** maplibre's default `clickTolerance`: a shorter drag is a click, and the click picks. */
const clickTolerancePx = 3

export function boxFromPoints(start: ScreenPoint, end: ScreenPoint): ScreenBox {
  const left = Math.min(start[0], end[0])
  const top = Math.min(start[1], end[1])
  return { left, top, width: Math.abs(end[0] - start[0]), height: Math.abs(end[1] - start[1]) }
}

export function isSelectingBox(box: ScreenBox): boolean {
  return Math.hypot(box.width, box.height) >= clickTolerancePx
}

export function boxCorners(box: ScreenBox): [ScreenPoint, ScreenPoint] {
  return [
    [box.left, box.top],
    [box.left + box.width, box.top + box.height],
  ]
}

export function renderedFeatureRefs(
  features: readonly { id?: string | number | undefined; layer: { id: string } }[],
): FeatureRef[] {
  const refs: FeatureRef[] = []
  for (const feature of features) {
    const category = categoryOfLayer(feature.layer.id)
    const id = feature.id
    if (!category || typeof id !== 'number') continue
    if (!refs.some((ref) => ref.category === category && ref.id === id)) refs.push({ category, id })
  }
  return refs
}

export function addBoxedToSelection(
  selected: readonly MapSelection[],
  boxed: readonly FeatureRef[],
  categories: readonly PickableCategory[],
  breachIndex: ReadonlyMap<number, PotentialBreach>,
): MapSelection[] {
  const next = [...selected]
  for (const ref of boxed) {
    const pick = pickedToSelection(ref, breachIndex)
    if (pick && categories.includes(pick.category) && !isSelected(next, pick)) next.push(pick)
  }
  return next
}

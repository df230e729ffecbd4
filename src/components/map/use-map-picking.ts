import { useMemo } from 'react'
import { addBoxedToSelection } from '@/engine/picking/box-select'
import { indexBreachesByConnectedPoint } from '@/engine/picking/breach-lookup'
import type { FeatureRef, PickableCategory } from '@/engine/map-style/map-categories'
import { applyPick, pickingCategories, type PickingMode } from '@/engine/picking/picking'
import type { PickedFeature } from '@/engine/picking/selection'
import { pickedToSelection, selectionToFeatureRef } from '@/engine/picking/selection'

export type PointerPicking = {
  categories: readonly PickableCategory[]
  onPick: (picked: PickedFeature) => void
}

export type BoxPicking = {
  categories: readonly PickableCategory[]
  onBox: (boxed: readonly FeatureRef[]) => void
}

export function useMapPicking(picking: PickingMode | undefined): {
  pointer: PointerPicking | undefined
  box: BoxPicking | undefined
  highlighted: FeatureRef[]
} {
  const records = picking?.breaches
  const breachIndex = useMemo(() => indexBreachesByConnectedPoint(records ?? []), [records])
  if (!picking) return { pointer: undefined, box: undefined, highlighted: [] }

  const categories = pickingCategories(picking)
  const highlighted = picking.selected.flatMap(
    (selection) => selectionToFeatureRef(selection, records ?? []) ?? [],
  )
  const onPick = (picked: PickedFeature) => {
    const pick = pickedToSelection(picked, breachIndex)
    if (!pick || !categories.includes(pick.category)) return
    picking.onChange(applyPick(picking.selected, pick, picking.mode))
  }
  const onBox = (boxed: readonly FeatureRef[]) => {
    picking.onChange(addBoxedToSelection(picking.selected, boxed, categories, breachIndex))
  }
  const box = picking.mode === 'multiple' ? { categories, onBox } : undefined
  return { pointer: { categories, onPick }, box, highlighted }
}

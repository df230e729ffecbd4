import { useFormContext, useWatch } from 'react-hook-form'
import { isStructureCategory } from '@/engine/map-style/map-categories'
import { structureTypes as typeOfCategory } from '@/engine/map-style/map-categories'
import type { PickingMode } from '@/engine/picking/picking'
import { categoryOf } from './structure-names'
import { actionAfterPick, type TargetText } from './target-form-fields'

export function useStructurePicking(): PickingMode {
  const { control, setValue, getValues } = useFormContext<TargetText>()
  const [structureType, structureId] = useWatch({
    control,
    name: ['structure_type', 'structure_id'],
  })
  return {
    kind: 'structure',
    mode: 'single',
    selected:
      structureType && structureId !== ''
        ? [{ category: categoryOf(structureType), id: Number(structureId) }]
        : [],
    onChange: (selected) => {
      const pick = selected.at(-1)
      if (!pick || !isStructureCategory(pick.category)) return
      const picked = typeOfCategory[pick.category]
      setValue('reference', 'structure_id')
      setValue('structure_type', picked, { shouldValidate: true })
      setValue('structure_id', String(pick.id), { shouldValidate: true })
      setValue('type', actionAfterPick(getValues('type'), picked), { shouldValidate: true })
    },
  }
}

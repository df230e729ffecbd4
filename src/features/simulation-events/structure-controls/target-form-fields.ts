import { z } from 'zod'
import {
  actionTypes,
  actionTypesOf,
  structureTypes,
  type ActionType,
  type StructureType,
} from '@/api/simulations/structure-control-schema'
import { durationText } from '@/lib/duration-text'

/** Shared by the table and timed forms: a structure picked on the map, or a grid id as the advanced choice. */
export const targetFields = {
  structure_type: z.enum(structureTypes).or(z.literal('')),
  structure_id: z.string(),
  reference: z.enum(['structure_id', 'grid_id']),
  grid_id: z.string(),
  type: z.enum(actionTypes).or(z.literal('')),
}
export const timingFields = { offset: durationText, duration: durationText }

export type TargetText = {
  structure_type: (typeof structureTypes)[number] | ''
  structure_id: string
  reference: 'structure_id' | 'grid_id'
  grid_id: string
  type: (typeof actionTypes)[number] | ''
}

/** The action kept when it fits the new structure, the only one it takes, or none chosen. */
export function actionAfterPick(current: ActionType | '', type: StructureType): ActionType | '' {
  const allowed = actionTypesOf[type]
  if (current !== '' && allowed.includes(current)) return current
  return allowed.length === 1 ? (allowed[0] ?? '') : ''
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

export function targetOf(values: TargetText) {
  const ref =
    values.reference === 'grid_id'
      ? { grid_id: whole(values.grid_id) }
      : { structure_id: values.structure_id === '' ? undefined : whole(values.structure_id) }
  return {
    ...ref,
    structure_type: values.structure_type || undefined,
    type: values.type || undefined,
  }
}

type Issue = { path: readonly PropertyKey[]; message: string; code?: string }

const targetMessages: Record<string, string> = {
  structure_id: 'Pick the structure to control on the map or from the list',
  grid_id: 'Enter the grid id as a whole number',
  structure_type: 'Choose the structure type',
  type: 'Choose what the control does',
  offset: 'Use whole numbers for hours, minutes and seconds',
  duration: 'Use whole numbers for hours, minutes and seconds',
}

/** A missing or unreadable value gets the field's own request ("Pick the structure …"), not zod's words. */
export function formIssuesOf(
  issues: readonly Issue[],
  reference: 'structure_id' | 'grid_id',
  placeRest: (path: readonly PropertyKey[]) => (string | number)[] | null,
): { path: (string | number)[]; message: string }[] {
  return issues.map((issue) => {
    const [first] = issue.path
    const key = typeof first === 'string' ? first : ''
    const targetKey =
      key === 'structure_id' || key === 'grid_id'
        ? reference === 'grid_id'
          ? 'grid_id'
          : 'structure_id'
        : key
    const path = placeRest(issue.path) ?? [targetKey]
    // Missing, unreadable, or neither id given (the API's "either … or" on `structure_id`).
    const unreadable =
      issue.code === 'invalid_type' ||
      issue.code === 'invalid_value' ||
      issue.message.startsWith('Give either')
    const ownWords = path.length === 1 ? targetMessages[targetKey] : undefined
    const numberWords =
      path.length > 1 && issue.code === 'invalid_type' ? 'Enter a number' : undefined
    return {
      path,
      message: (unreadable ? (ownWords ?? numberWords) : undefined) ?? issue.message,
    }
  })
}

type Place = (path: readonly PropertyKey[]) => (string | number)[] | null

export function checkedByApi<Fields extends z.ZodType<{ reference: 'structure_id' | 'grid_id' }>>(
  fields: Fields,
  checked: z.ZodType,
  toPayload: (values: z.output<Fields>) => unknown,
  placeRest: Place,
): Fields {
  return fields.superRefine((values, context) => {
    const result = checked.safeParse(toPayload(values))
    for (const issue of formIssuesOf(result.error?.issues ?? [], values.reference, placeRest)) {
      context.addIssue({ code: 'custom', ...issue })
    }
  })
}

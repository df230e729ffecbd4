import type { Filters } from '@/api/list-search'

/** Naming the field lifts the exclusion but also filters on it, so a toggle shows ONLY flagged models (docs/records/0004). */
export const exclusionToggles = [
  {
    param: 'disabled',
    liftedValue: true,
    label: 'Only disabled models',
    predicate: 'are disabled',
  },
  {
    param: 'inp_success',
    liftedValue: false,
    label: 'Only models whose processing failed',
    predicate: 'failed processing',
  },
  {
    param: 'inactive_inpy_versions',
    liftedValue: true,
    label: 'Only models with inactive versions',
    predicate: 'use inactive versions',
  },
] as const

export type ExclusionParam = (typeof exclusionToggles)[number]['param']
export type ExclusionState = Record<ExclusionParam, boolean>

export const noExclusionLifted: ExclusionState = {
  disabled: false,
  inp_success: false,
  inactive_inpy_versions: false,
}

function joinWithAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

export function describeExclusions(state: ExclusionState): string {
  const lifted = exclusionToggles.filter(({ param }) => state[param])
  const hidden = exclusionToggles.filter(({ param }) => !state[param])
  if (lifted.length === 0) {
    return 'Models that are disabled, failed processing or use inactive versions are hidden.'
  }
  const shown = `Showing only models that ${joinWithAnd(lifted.map((toggle) => toggle.predicate))}.`
  if (hidden.length === 0) return shown
  const stillHidden = joinWithAnd(hidden.map((toggle) => toggle.predicate))
  return `${shown} Models that ${stillHidden} stay hidden.`
}

export function exclusionStateOf(filters: Filters): ExclusionState {
  const lifted = (param: ExclusionParam) =>
    exclusionToggles.some(
      (toggle) => toggle.param === param && filters[param] === toggle.liftedValue,
    )
  return {
    disabled: lifted('disabled'),
    inp_success: lifted('inp_success'),
    inactive_inpy_versions: lifted('inactive_inpy_versions'),
  }
}

/** Lifting puts the flagged value in the query (api.md's plain form); dropping removes the field. */
export function withExclusion(filters: Filters, param: ExclusionParam, lifted: boolean): Filters {
  const toggle = exclusionToggles.find((candidate) => candidate.param === param)
  return { ...filters, [param]: lifted ? toggle?.liftedValue : undefined }
}

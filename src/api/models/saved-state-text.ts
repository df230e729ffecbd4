import type { SavedState } from '@/api/models/schema'

export const savedStateTypeLabels: Record<SavedState['type'], string> = {
  timed: 'Timed',
  stable_threshold: 'Stable threshold',
}

type Limit = { variable: string; value: number }

export function describeLimits(limits: readonly Limit[]): string | null {
  if (limits.length === 0) return null
  return limits.map(({ variable, value }) => `${variable} ${value}`).join(', ')
}

export function limitsOfModelState({
  variables,
  thresholds,
}: Pick<SavedState, 'variables' | 'thresholds'>): Limit[] {
  return (variables ?? []).map((variable, index) => ({
    variable,
    value: thresholds?.[index] ?? Number.NaN,
  }))
}

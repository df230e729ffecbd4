import type { SavedState } from '@/api/models/schema'

const DAY_MS = 24 * 60 * 60 * 1000

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** Whole days left before `expiry`, rounded down so the app never promises more time than there is. */
export function daysUntil(expiry: string | Date, now: Date): number | null {
  const date = toDate(expiry)
  if (!date) return null
  return Math.floor((date.getTime() - now.getTime()) / DAY_MS)
}

export function describeExpiry(expiry: string | Date, now: Date): string {
  const date = toDate(expiry)
  if (!date) return 'Expiry unknown'
  if (date.getTime() <= now.getTime()) return 'Expired'
  const days = daysUntil(date, now) ?? 0
  if (days < 1) return 'Expires in less than a day'
  return days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`
}

export const savedStateTypeLabels: Record<SavedState['type'], string> = {
  timed: 'Timed',
  stable_threshold: 'Stable threshold',
}

type Limit = { variable: string; value: number }

/** `s1 0.005, u1 0.01`: each variable beside its threshold. */
export function describeLimits(limits: readonly Limit[]): string | null {
  if (limits.length === 0) return null
  return limits.map(({ variable, value }) => `${variable} ${value}`).join(', ')
}

/** The model record keeps variables and thresholds as parallel lists (reference). */
export function limitsOfModelState({
  variables,
  thresholds,
}: Pick<SavedState, 'variables' | 'thresholds'>): Limit[] {
  return (variables ?? []).map((variable, index) => ({
    variable,
    value: thresholds?.[index] ?? Number.NaN,
  }))
}

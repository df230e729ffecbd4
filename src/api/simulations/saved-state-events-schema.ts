import { z } from 'zod'
import { timestamp } from '@/api/common'
import { savedStateTypes, savedStateVariables } from '@/api/models/schema'
import { formatDuration } from '@/lib/duration'
import { checkTagBounds, tagList } from '@/lib/tags'

export const savedStateEventKinds = ['timed', 'stable-threshold'] as const
export type SavedStateEventKind = (typeof savedStateEventKinds)[number]

export const SAVED_STATE_NAME_MAX = 80

export const savedStateName = z
  .string()
  .trim()
  .max(SAVED_STATE_NAME_MAX, `At most ${SAVED_STATE_NAME_MAX} characters`)
const tags = z
  .array(z.string().trim().min(1, 'A tag cannot be empty'))
  .superRefine((list, context) => checkTagBounds(tagList(list), context))

export function savedStateTime(duration: number) {
  return z
    .number({ error: 'Enter a time in whole seconds' })
    .int('Use whole seconds')
    .min(0, 'The time cannot be before the start of the run')
    .max(duration, `The time must be within the run, at most ${formatDuration(duration)}`)
}

export function timedSavedStateCreate(duration: number) {
  return z.object({
    name: savedStateName.optional(),
    tags: tags.optional(),
    time: savedStateTime(duration),
  })
}
export type TimedSavedStateBody = z.input<ReturnType<typeof timedSavedStateCreate>>

export const savedStateVariable = z.enum(savedStateVariables, {
  error: 'Choose s1 (water level) or u1 (flow velocity)',
})
export const thresholdValue = z
  .number({ error: 'Enter a number' })
  .positive('The threshold must be greater than 0')
export const threshold = z.object({ variable: savedStateVariable, value: thresholdValue })

export const MAX_THRESHOLDS = 100

export const stableThresholdSavedStateCreate = z.object({
  name: savedStateName.optional(),
  tags: tags.optional(),
  thresholds: z
    .array(threshold)
    .min(1, 'Give at least one threshold')
    .max(MAX_THRESHOLDS, `At most ${MAX_THRESHOLDS} thresholds`),
})
export type StableThresholdSavedStateBody = z.input<typeof stableThresholdSavedStateCreate>

const eventRecord = {
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  created: timestamp.nullable(),
  expiry: timestamp.nullable(),
}

export const timedSavedStateEvent = z.object({ ...eventRecord, time: z.number().int().nullable() })
/** A threshold as answered: read as it is, the rule is the creation's. */
const answeredThreshold = z.object({ variable: z.enum(savedStateVariables), value: z.number() })

export const stableThresholdSavedStateEvent = z.object({
  ...eventRecord,
  thresholds: z.array(answeredThreshold),
})

export const savedStateOverview = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(savedStateTypes),
  created: timestamp.nullable(),
  expiry: timestamp.nullable(),
  time: z.number().nullable(),
  tags: z.array(z.string()),
  thresholds: z.array(answeredThreshold),
})
export type SavedStateOverview = z.infer<typeof savedStateOverview>

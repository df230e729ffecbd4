import { z } from 'zod'
import { timestamp } from '@/api/common'
import { savedStateTypes, savedStateVariables } from '@/api/models/schema'
import { formatDuration } from '@/lib/duration'
import { checkTagBounds, tagList } from '@/lib/tags'

/** The two kinds of create-saved-state event, as their paths name them (decisions.md). */
export const savedStateEventKinds = ['timed', 'stable-threshold'] as const
export type SavedStateEventKind = (typeof savedStateEventKinds)[number]

/** The reference's limit on a saved state's name. */
export const SAVED_STATE_NAME_MAX = 80

/** A saved state's name: optional (the server names it), at most 80 characters. */
export const savedStateName = z
  .string()
  .trim()
  .max(SAVED_STATE_NAME_MAX, `At most ${SAVED_STATE_NAME_MAX} characters`)
const tags = z
  .array(z.string().trim().min(1, 'A tag cannot be empty'))
  .superRefine((list, context) => checkTagBounds(tagList(list), context))

/** When, in seconds from the run's start, a timed saved state is taken: within the run. */
export function savedStateTime(duration: number) {
  return z
    .number({ error: 'Enter a time in whole seconds' })
    .int('Use whole seconds')
    .min(0, 'The time cannot be before the start of the run')
    .max(duration, `The time must be within the run, at most ${formatDuration(duration)}`)
}

/** POST …/create-saved-states/timed/ for a run of `duration` seconds. */
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

/** The most thresholds one stable-threshold event may hold (decisions.md). */
export const MAX_THRESHOLDS = 100

/** POST …/create-saved-states/stable-threshold/. */
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
  /** Filled in when the run made the saved state (null before). */
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

/** A saved state as the events overview embeds it (reference `SavedStateOverview`). */
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

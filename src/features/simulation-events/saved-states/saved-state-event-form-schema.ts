import { z } from 'zod'
import { parseDecimal } from '@/lib/decimal'
import type { SavedStateEventAddition } from '@/api/simulations/saved-state-events-queries'
import {
  savedStateEventKinds,
  savedStateName,
  savedStateTime,
  thresholdValue,
} from '@/api/simulations/saved-state-events-schema'
import { durationText } from '@/lib/duration-text'
import { durationTextProblem, parseDurationText, secondsToParts } from '@/lib/duration'
import { parseTags, tagsText } from '@/lib/tags'

const thresholdFields = ['s1', 'u1'] as const

/** A number typed into a threshold box; empty is "not used", anything else must be a number. */
function typedNumber(text: string): number | null | 'invalid' {
  const value = parseDecimal(text)
  if (value === null) return null
  return Number.isFinite(value) ? value : 'invalid'
}

/** Field names follow the API where they match one, so a 400 lands there. */
export function savedStateEventFormSchema(duration: number) {
  const time = savedStateTime(duration)
  return z
    .object({
      kind: z.enum(savedStateEventKinds),
      name: savedStateName,
      tags: tagsText,
      time: durationText,
      s1: z.string(),
      u1: z.string(),
    })
    .superRefine((values, context) => {
      if (values.kind === 'timed') {
        const seconds = parseDurationText(values.time)
        const message =
          seconds === null
            ? durationTextProblem(values.time, 'The time cannot be before the run starts')
            : time.safeParse(seconds).error?.issues[0]?.message
        if (message) context.addIssue({ code: 'custom', path: ['time'], message })
        return
      }
      let given = 0
      for (const field of thresholdFields) {
        const value = typedNumber(values[field])
        if (value === null) continue
        given += 1
        const message =
          value === 'invalid'
            ? 'Enter a number'
            : thresholdValue.safeParse(value).error?.issues[0]?.message
        if (message) context.addIssue({ code: 'custom', path: [field], message })
      }
      if (given === 0) {
        const message = 'Give a threshold for s1, u1 or both'
        context.addIssue({ code: 'custom', path: ['s1'], message })
      }
    })
}
export type SavedStateEventFormValues = z.input<ReturnType<typeof savedStateEventFormSchema>>

/** A new form: a timed state at the end of the run. */
export function defaultFormValues(duration: number): SavedStateEventFormValues {
  const end = secondsToParts(duration)
  return {
    kind: 'timed',
    name: '',
    tags: '',
    time: { hours: String(end.hours), minutes: String(end.minutes), seconds: String(end.seconds) },
    s1: '',
    u1: '',
  }
}

export function toAddition(values: SavedStateEventFormValues): SavedStateEventAddition {
  const name = values.name.trim()
  const common = { ...(name === '' ? {} : { name }), tags: parseTags(values.tags) }
  if (values.kind === 'timed') {
    const time = parseDurationText(values.time)
    if (time === null) throw new Error('toAddition needs validated form values')
    return { kind: 'timed', body: { ...common, time } }
  }
  const thresholds = thresholdFields.flatMap((variable) => {
    const value = typedNumber(values[variable])
    return typeof value === 'number' ? [{ variable, value }] : []
  })
  return { kind: 'stable-threshold', body: { ...common, thresholds } }
}

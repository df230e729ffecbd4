import { z } from 'zod'
import {
  runDuration,
  runEndProblem,
  runLateEndProblem,
  runStartProblem,
  simulationCreate,
  type SimulationCreateBody,
} from '@/api/simulations/schema'
import { durationText } from '@/lib/duration-text'
import { durationTextProblem, parseDurationText } from '@/lib/duration'
import { parseTags, tagsText } from '@/lib/tags'
import { parseMomentInput } from '@/lib/local-time'
import { toIsoUtc } from '@/lib/utc-time'

export const endModes = ['duration', 'end'] as const
export type EndMode = (typeof endModes)[number]

/** Field names follow the API's, so a 400 from the server lands on the same fields. */
export const simulationFormSchema = z
  .object({
    name: simulationCreate.shape.name,
    hydromodel: z.string().regex(/^\d+$/, 'Choose a model that can start'),
    organisation: z.string().min(1, 'Choose an organisation'),
    tags: tagsText,
    start_datetime: z.string(),
    end_mode: z.enum(endModes),
    duration: durationText,
    end_datetime: z.string(),
  })
  .superRefine((values, context) => {
    const typed = parseMomentInput(values.start_datetime)
    const start = typed.ok ? typed.date : null
    const startMessage = typed.ok
      ? runStartProblem(typed.date)
      : typedProblem(values.start_datetime, typed.message, 'Enter a start date and time')
    if (startMessage !== null) {
      context.addIssue({ code: 'custom', path: ['start_datetime'], message: startMessage })
    }
    const message = runLengthProblem(values, startMessage === null ? start : null)
    if (message !== null) {
      const path = values.end_mode === 'duration' ? 'duration' : 'end_datetime'
      context.addIssue({ code: 'custom', path: [path], message })
    }
  })

export type SimulationFormValues = z.input<typeof simulationFormSchema>

function runLengthProblem(values: SimulationFormValues, start: Date | null): string | null {
  if (values.end_mode === 'duration') {
    const seconds = parseDurationText(values.duration)
    if (seconds === null) return durationTextProblem(values.duration)
    const tooShort = runDuration.safeParse(seconds).error?.issues[0]?.message ?? null
    return tooShort ?? (start === null ? null : runLateEndProblem(start, seconds))
  }
  const end = parseMomentInput(values.end_datetime)
  if (!end.ok) return typedProblem(values.end_datetime, end.message, 'Enter an end date and time')
  return start === null ? null : runEndProblem(start, end.date)
}

/** An empty box asks for the value; a typed one that cannot be read says how to write it. */
function typedProblem(text: string, message: string, empty: string): string {
  return text.trim() === '' ? empty : message
}

export function momentOf(text: string): Date | null {
  const typed = parseMomentInput(text)
  return typed.ok ? typed.date : null
}

type RunLength = Pick<
  SimulationFormValues,
  'start_datetime' | 'end_mode' | 'duration' | 'end_datetime'
>

/** The end of the run implied by the form, or null while the entry is incomplete. */
export function computedEnd(values: RunLength): Date | null {
  const start = momentOf(values.start_datetime)
  if (start === null) return null
  if (values.end_mode === 'end') return momentOf(values.end_datetime)
  const seconds = parseDurationText(values.duration)
  return seconds === null ? null : new Date(start.getTime() + seconds * 1000)
}

export function toRequest(values: SimulationFormValues): SimulationCreateBody {
  const start = momentOf(values.start_datetime)
  if (start === null) throw new Error('toRequest needs validated form values')
  const base = {
    name: values.name.trim(),
    hydromodel: values.hydromodel,
    organisation: values.organisation,
    start_datetime: toIsoUtc(start),
    tags: parseTags(values.tags),
  }
  if (values.end_mode === 'end') {
    const end = momentOf(values.end_datetime)
    if (end === null) throw new Error('toRequest needs validated form values')
    return { ...base, end_datetime: toIsoUtc(end) }
  }
  const duration = parseDurationText(values.duration)
  if (duration === null) throw new Error('toRequest needs validated form values')
  return { ...base, duration }
}

export const formFieldNames = [
  'name',
  'hydromodel',
  'organisation',
  'tags',
  'start_datetime',
  'duration',
  'end_datetime',
] as const
export type FormFieldName = (typeof formFieldNames)[number]

export function isFormFieldName(field: string): field is FormFieldName {
  return (formFieldNames as readonly string[]).includes(field)
}

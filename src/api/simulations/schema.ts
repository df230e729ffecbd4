import { z } from 'zod'
import { displayed, serverWord, shownTime, timestamp } from '@/api/common'
import { checkTagBounds, tagsOf } from '@/lib/tags'

export const simulation = z.object({
  id: z.number().int(),
  url: z.string(),
  uuid: z.string(),
  name: z.string(),
  tags: z.array(z.string()),
  created: shownTime,
  hydromodel: z.string(),
  hydromodel_id: z.number().int(),
  organisation: z.string(),
  organisation_name: z.string(),
  user: z.string(),
  start_datetime: timestamp,
  end_datetime: timestamp,
  duration: z.number().int(),
})
export type Simulation = z.infer<typeof simulation>

export const MIN_DURATION_SECONDS = 60
export const runDuration = z
  .number()
  .int()
  .min(MIN_DURATION_SECONDS, `At least ${MIN_DURATION_SECONDS} s`)

/** decisions.md "Simulations": a run lies within 1900-01-01 and 2100-12-31 UTC, both days whole. */
const FIRST_RUN_MS = Date.UTC(1900, 0, 1)
const AFTER_LAST_RUN_MS = Date.UTC(2101, 0, 1)

export function runStartProblem(start: Date): string | null {
  const ms = start.getTime()
  return ms >= FIRST_RUN_MS && ms < AFTER_LAST_RUN_MS
    ? null
    : 'The start must lie between 1900-01-01 and 2100-12-31 (UTC)'
}

export function runLateEndProblem(start: Date, seconds: number): string | null {
  return start.getTime() + seconds * 1000 < AFTER_LAST_RUN_MS
    ? null
    : 'The run must end by 2100-12-31 23:59:59 (UTC)'
}

export function runEndProblem(start: Date, end: Date): string | null {
  const seconds = (end.getTime() - start.getTime()) / 1000
  if (seconds <= 0) return 'The end must be after the start'
  if (seconds < MIN_DURATION_SECONDS) return `The run must last at least ${MIN_DURATION_SECONDS} s`
  return runLateEndProblem(start, seconds)
}

/** Input of POST /simulations/ (decisions.md "Simulations"); the mock validates with it too. */
export const simulationCreate = z
  .object({
    name: z.string().trim().min(1, 'Give the simulation a name').max(128, 'At most 128 characters'),
    // The reference sends the model's id as a string ("Hydromodel.id"); a number is read too.
    hydromodel: z
      .union([z.string().regex(/^\d+$/, 'Expected a model id'), z.number()])
      .transform(Number)
      .pipe(z.number().int().positive()),
    organisation: z.string().min(1),
    start_datetime: timestamp.refine(
      (value) => Number.isNaN(Date.parse(value)) || runStartProblem(new Date(value)) === null,
      runStartProblem(new Date(NaN)) ?? '',
    ),
    duration: runDuration.optional(),
    end_datetime: timestamp.optional(),
    // Counted as the server keeps them: split, trimmed, empties dropped.
    tags: z
      .union([z.array(z.string()), z.string()])
      .superRefine((tags, context) => checkTagBounds(tagsOf(tags), context))
      .optional(),
  })
  .superRefine((body, context) => {
    const { duration, end_datetime } = body
    const start = new Date(body.start_datetime)
    // The start's own message says it all; an end measured from a bad start would only echo it.
    if (runStartProblem(start) !== null) return
    if (end_datetime === undefined) {
      const message =
        duration === undefined
          ? 'Give a duration or an end time'
          : runLateEndProblem(start, duration)
      if (message !== null) context.addIssue({ code: 'custom', path: ['duration'], message })
      return
    }
    const end = new Date(end_datetime)
    const problem = runEndProblem(start, end)
    if (problem !== null) {
      context.addIssue({ code: 'custom', path: ['end_datetime'], message: problem })
    } else if (duration !== undefined && duration !== runSeconds(start, end)) {
      const message = 'The duration and the end time disagree; give one of them'
      context.addIssue({ code: 'custom', path: [], message })
    }
  })
export type SimulationCreate = z.infer<typeof simulationCreate>
export type SimulationCreateBody = z.input<typeof simulationCreate> & { hydromodel: string }

export function runSeconds(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / 1000)
}

export const statusNames = [
  'created',
  'starting',
  'initialized',
  'queued',
  'ended',
  'postprocessing',
  'finished',
  'crashed',
] as const
export type StatusName = (typeof statusNames)[number]
export const statusWord = serverWord(statusNames)
export type StatusWord = z.output<typeof statusWord>

/** A number per api.md, read tolerantly as our mock answers (docs/records/0028-tolerant-answers.md). */
const exitCode = displayed(
  z.union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ]),
)

export const currentStatus = z.object({
  id: z.number().int(),
  name: statusWord,
  created: timestamp,
  time: z.number().nullable(),
  paused: z.boolean().nullable(),
  exit_code: exitCode,
  detail: z
    .unknown()
    .transform((value) =>
      value === undefined || value === null || typeof value === 'string'
        ? (value ?? null)
        : JSON.stringify(value),
    )
    .optional(),
})
export type CurrentStatus = z.infer<typeof currentStatus>

export const statusRecord = currentStatus.extend({
  simulation: z.string(),
  simulation_id: z.number().int(),
  simulation_name: z.string(),
  simulation_tags: z.array(z.string()),
  simulation_user_username: displayed(z.string()),
  simulation_organisation_name: displayed(z.string()),
  hydromodel_id: z.number().int(),
})
export type StatusRecord = z.infer<typeof statusRecord>

export const progress = z.object({ percentage: z.number(), time: z.number() })
export type Progress = z.infer<typeof progress>

export const actionNames = ['initialize', 'start', 'pause', 'shutdown', 'queue', 'dequeue'] as const
export const action = z.object({ name: z.enum(actionNames) })
export type ActionName = (typeof actionNames)[number]

import type { CopyRecord, CopyStep } from './copy-record'

const initialLabels = {
  saved_state: 'initial saved state',
  predefined_1d: 'predefined 1D water levels',
  raster_2d: '2D water level (raster)',
} as const

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function labelOf(step: CopyStep): { group: string; text: (count: number) => string } {
  switch (step.kind) {
    case 'simulation':
      return { group: step.kind, text: () => 'name, tags, start and duration' }
    case 'initial':
      return { group: step.key, text: () => initialLabels[step.addition.kind] }
    case 'breach':
      return { group: step.kind, text: (n) => counted(n, 'breach', 'breaches') }
    case 'structure-control':
      return {
        group: step.kind,
        text: (n) => counted(n, 'structure control', 'structure controls'),
      }
    case 'saved-state-event':
      return {
        group: step.kind,
        text: (n) => counted(n, 'saved-state event', 'saved-state events'),
      }
    case 'boundary-file':
      return { group: step.key, text: () => `boundary conditions file ${step.filename}` }
    case 'rain-file':
      return { group: step.key, text: () => `rain file ${step.filename}` }
    case 'basic-post-processing':
      return { group: step.kind, text: () => 'post-processing (Basic)' }
  }
}

function grouped(steps: CopyStep[]): string[] {
  const groups = new Map<string, { text: (count: number) => string; count: number }>()
  for (const step of steps) {
    const { group, text } = labelOf(step)
    const entry = groups.get(group) ?? { text, count: 0 }
    groups.set(group, { text, count: entry.count + 1 })
  }
  return [...groups.values()].map(({ text, count }) => text(count))
}

export type CopySummary = {
  copied: string[]
  /** Rain files this browser had not kept and the copy does not have yet: chosen again by hand. */
  toChoose: string[]
  failed: { what: string; message: string } | null
  notYet: string[]
}

export function copyProgressOf(record: CopyRecord): { done: number; total: number } {
  const done = record.steps.filter((step) => record.outcomes[step.key]?.state === 'done').length
  return { done, total: record.steps.length }
}

export function summariseCopy(record: CopyRecord, rainOnCopy: readonly string[]): CopySummary {
  const outcome = (step: CopyStep) => record.outcomes[step.key]
  const chosenAgain = (step: CopyStep) =>
    step.kind === 'rain-file' && rainOnCopy.includes(step.filename)
  const copied = record.steps.filter((s) => outcome(s)?.state === 'done' || chosenAgain(s))
  const toChoose = record.steps.flatMap((step) =>
    step.kind === 'rain-file' && outcome(step)?.state === 'needs-choice' && !chosenAgain(step)
      ? [step.filename]
      : [],
  )
  const failedStep = record.steps.find((step) => outcome(step)?.state === 'failed')
  const failedOutcome = failedStep ? outcome(failedStep) : undefined
  return {
    copied: grouped(copied),
    toChoose,
    failed:
      failedStep && failedOutcome?.state === 'failed'
        ? { what: grouped([failedStep])[0] ?? failedStep.kind, message: failedOutcome.message }
        : null,
    notYet: grouped(
      record.steps.filter((step) => outcome(step) === undefined || outcome(step)?.state === 'sent'),
    ),
  }
}

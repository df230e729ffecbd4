import { table } from './stats'

export type Verdict = 'MET' | 'NOT MET' | 'REPORTED' | 'CHECK BROKEN' | `not measured: ${string}`

/** One line of the bench's verdict table, as kept in bench/last-run.json. */
export type Goal = {
  id: string
  goal: string
  /** The headline figure (a median of paired ratios, a byte count …), null when not measured. */
  figure: number | null
  unit: 'ratio' | 'ms' | 'bytes gzip' | 'scripts' | 'fps' | 'MiB' | 'requests'
  /** What the figure is made of, in words (medians, sizes). */
  detail: string
  /** Spread of the per-run figures: [min, max]. */
  spread: [number, number] | null
  target: string
  verdict: Verdict
}

export type PreviousRun = { date: string; goals: Goal[] } | null

function formatFigure(goal: Goal): string {
  if (goal.figure === null) return '–'
  if (goal.unit === 'ratio') return goal.figure.toFixed(2)
  if (goal.unit === 'ms') return `${Math.round(goal.figure)} ms`
  if (goal.unit === 'scripts') return String(goal.figure)
  if (goal.unit === 'fps') return `${goal.figure.toFixed(1)} fps`
  if (goal.unit === 'MiB') return `${goal.figure.toFixed(0)} MiB`
  if (goal.unit === 'requests') return goal.figure.toFixed(1)
  return `${(goal.figure / 1024).toFixed(1)} kB`
}

function formatSpread(goal: Goal): string {
  if (!goal.spread) return '–'
  const [low, high] = goal.spread
  if (goal.unit === 'ratio') return `${low.toFixed(2)}–${high.toFixed(2)}`
  if (goal.unit === 'fps' || goal.unit === 'requests') return `${low.toFixed(1)}–${high.toFixed(1)}`
  return `${Math.round(low)}–${Math.round(high)}`
}

/** Change against the previous run's figure of the same goal, if it had one. */
export function versusPrevious(goal: Goal, previous: PreviousRun): string {
  const before = previous?.goals.find((candidate) => candidate.id === goal.id)?.figure
  if (before === undefined || before === null || goal.figure === null) return '–'
  const change = goal.figure - before
  const sign = change > 0 ? '+' : ''
  if (goal.unit === 'bytes gzip') return `${sign}${(change / 1024).toFixed(1)} kB`
  if (goal.unit === 'ms') return `${sign}${Math.round(change)} ms`
  if (goal.unit === 'scripts') return `${sign}${change}`
  if (goal.unit === 'MiB') return `${sign}${change.toFixed(0)} MiB`
  if (goal.unit === 'fps' || goal.unit === 'requests') return `${sign}${change.toFixed(1)}`
  return `${sign}${change.toFixed(2)}`
}

export function goalTable(goals: readonly Goal[], previous: PreviousRun): string {
  return table([
    ['goal', 'figure', 'spread', 'vs last run', 'target', 'verdict', 'made of'],
    ...goals.map((goal) => [
      goal.goal,
      formatFigure(goal),
      formatSpread(goal),
      versusPrevious(goal, previous),
      goal.target,
      goal.verdict,
      goal.detail,
    ]),
  ])
}

export function spreadOf(values: readonly number[]): [number, number] | null {
  const finite = values.filter(Number.isFinite)
  return finite.length === 0 ? null : [Math.min(...finite), Math.max(...finite)]
}

export function verdict(met: boolean): Verdict {
  return met ? 'MET' : 'NOT MET'
}

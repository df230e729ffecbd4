import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import type { BreachSite } from './breach-sites'
import type { ResultRun } from './run-input'
import { rainsAt, type BalanceRow, type WaterBalance } from './water-balance'

export const MAX_TIME_STEP = 30
export const MIN_TIME_STEP = 0.5
/** What a run that crashed on its solver was down to at the end. */
const CRASH_TIME_STEP = 0.01
export const SOLVER_FAILURE = 'solver failure'

export type TimeStepPeriod = {
  row: BalanceRow
  timeStep: number
  reason: string
  /** Gridadmin ids of the most limiting 1D node and 2D cell; null when not limited. */
  node1d: number | null
  cell2d: number | null
}

export function isSolverCrash(run: ResultRun): boolean {
  return run.outcome === 'crashed' && /matrix|negative water depth|converge/i.test(run.detail ?? '')
}

/** The solver's step per interval: smaller with breach discharge and rain, tiny before a crash. */
export function timeStepPeriods(
  run: ResultRun,
  balance: WaterBalance,
  sites: BreachSite[],
): TimeStepPeriod[] {
  const { cells, layout } = createGridNumbering(run.model.fixture)
  const nodes = layout.nodes.length
  const someNode = (index: number) => (nodes > 0 ? cells + 1 + (index % nodes) : null)
  const rows = balance.rows.slice(1)
  return rows.map((row, index) => {
    const raining = rainsAt(run, row.time - 1)
    const reduced = MAX_TIME_STEP / (1 + row.breachDischarge / 100 + (raining ? 0.5 : 0))
    const site = sites[0]
    const lastRows = isSolverCrash(run) && index >= rows.length - 2
    if (lastRows) {
      return {
        row,
        timeStep: CRASH_TIME_STEP,
        reason: SOLVER_FAILURE,
        node1d: site?.nodeId ?? someNode(index),
        cell2d: site?.cellId ?? 1 + ((index * 7919) % cells),
      }
    }
    const timeStep = Math.max(MIN_TIME_STEP, Math.round(reduced * 100) / 100)
    if (timeStep >= MAX_TIME_STEP) {
      return { row, timeStep, reason: 'none', node1d: null, cell2d: null }
    }
    const byBreach = row.breachDischarge > 0 && site
    return {
      row,
      timeStep,
      reason: byBreach ? 'breach inflow' : 'rain',
      node1d: byBreach ? site.nodeId : someNode(index),
      cell2d: byBreach ? site.cellId : 1 + ((index * 7919) % cells),
    }
  })
}

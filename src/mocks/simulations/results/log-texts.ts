import { buildLayout } from '@/mocks/fixtures/models/layout'
import type { BreachSite } from './breach-sites'
import { configurationEntries, info, type LogEntry as Entry } from './log-configuration'
import type { ResultRun } from './run-input'
import { isSolverCrash, MAX_TIME_STEP, SOLVER_FAILURE, type TimeStepPeriod } from './time-steps'
import { balanceTotals, type WaterBalance } from './water-balance'
import { cubicMetres } from './water-balance-csv'

/** `2026-11-21 00:05:00`: the model time of a simulated second. */
export function modelTime(run: ResultRun, seconds: number): string {
  const at = new Date(Date.parse(run.startDatetime) + seconds * 1000)
  return at.toISOString().slice(0, 19).replace('T', ' ')
}

/** simulation.log: set-up, forcings and their changes, progress, and how the run ended. */
export function simulationLog(run: ResultRun, sites: BreachSite[]): string {
  const { model } = run
  const layout = buildLayout(model.fixture)
  const entries: Entry[] = [
    info(
      0,
      `Simulation ${run.simulationId} "${run.simulationName}" of model ${model.name} (revision ${model.revision_number ?? 0})`,
    ),
    info(
      0,
      `Grid: ${model.fixture.cells} 2D cells of ${model.fixture.cellSize} m, ${layout.nodes.length} 1D nodes, EPSG:${model.epsg ?? 28992}`,
    ),
    ...configurationEntries(run),
  ]
  for (const { breach, code, cellId } of sites) {
    entries.push(
      info(
        breach.offset,
        `Breach ${code} opens into 2D cell ${cellId}: width ${breach.initialWidth} m, growing to ${breach.maximumBreachDepth} m deep in ${breach.durationTillMaxDepth} s`,
      ),
    )
    const deepest = breach.offset + breach.durationTillMaxDepth
    if (deepest <= run.endTime) {
      entries.push(
        info(deepest, `Breach ${code} reached its maximum depth of ${breach.maximumBreachDepth} m`),
      )
    }
  }
  for (let hour = 3600; hour < run.endTime; hour += 3600) {
    entries.push(
      info(
        hour,
        `Simulation time ${hour} s reached (${Math.round((hour / run.duration) * 100)} %)`,
      ),
    )
  }
  entries.push(...ending(run))
  entries.sort((a, b) => a.time - b.time)
  return lines(
    entries.map(
      (entry) =>
        `${modelTime(run, entry.time)} ${entry.level.padEnd(7)} t=${entry.time} s: ${entry.text}`,
    ),
  )
}

function ending(run: ResultRun): Entry[] {
  const at = run.endTime
  if (run.outcome === 'crashed') {
    return [
      { time: at, level: 'ERROR', text: run.detail ?? 'The simulation stopped unexpectedly' },
      {
        time: at,
        level: 'ERROR',
        text: `Simulation crashed with exit code ${run.exitCode}; results_hydro.nc was not written`,
      },
    ]
  }
  if (at < run.duration) {
    return [
      info(at, `${run.detail ?? 'Shut down'} at t=${at} s of ${run.duration} s; results written`),
    ]
  }
  return [info(at, `Simulation finished at t=${at} s; results written`)]
}

const lines = (texts: string[]) => `${texts.join('\n')}\n`

/** The lines of flow_summary.log that tests and the results viewer read back. */
export const FLOW_SUMMARY_VOLUME_ERROR = 'Volume error (m3)'

/** flow_summary.log: the total water balance, performance and time steps (api.md). */
export function flowSummaryLog(
  run: ResultRun,
  balance: WaterBalance,
  periods: TimeStepPeriod[],
): string {
  const totals = balanceTotals(balance)
  const sum = (pick: (row: WaterBalance['rows'][number]) => number) =>
    cubicMetres(balance.rows.reduce((total, row) => total + pick(row), 0))
  const first = balance.rows[0]
  const last = balance.rows.at(-1)
  const steps = periods.reduce(
    (total, period) => total + Math.ceil(stepLength(period, balance) / period.timeStep),
    0,
  )
  const timeSteps = periods.map((period) => period.timeStep)
  const relative = totals.inflow > 0 ? (Math.abs(totals.volumeError) / totals.inflow) * 100 : 0
  const field = (name: string, value: string | number) => `  ${`${name}:`.padEnd(34)} ${value}`
  return lines([
    `Flow summary of simulation ${run.simulationId} "${run.simulationName}"`,
    field('Model', run.model.name),
    field('Simulated period (s)', `0 - ${run.endTime}`),
    field('Outcome', `${run.outcome} (exit code ${run.exitCode})`),
    '',
    'Water balance (m3)',
    field(
      'Rainfall',
      sum((row) => row.rain),
    ),
    field(
      'Lateral inflow (seepage)',
      sum((row) => row.lateral),
    ),
    field(
      'Boundary discharge in',
      sum((row) => row.boundaryIn),
    ),
    field(
      'Breach inflow (1D2D)',
      sum((row) => row.breach),
    ),
    field('0D inflow', 'not defined'),
    field(
      'Boundary discharge out',
      sum((row) => row.boundaryOut),
    ),
    field(
      'Pumped out',
      sum((row) => row.pumps),
    ),
    field(
      'Infiltrated volume',
      sum((row) => row.infiltration),
    ),
    field('Total inflow', cubicMetres(totals.inflow)),
    field('Total outflow', cubicMetres(totals.outflow)),
    field('Storage at start', cubicMetres((first?.storage1d ?? 0) + (first?.storage2d ?? 0))),
    field('Storage at end', cubicMetres((last?.storage1d ?? 0) + (last?.storage2d ?? 0))),
    field('Storage change', cubicMetres(totals.storageChange)),
    field(FLOW_SUMMARY_VOLUME_ERROR, cubicMetres(Math.abs(totals.volumeError))),
    field('Volume error (% of inflow)', relative.toFixed(6)),
    '',
    'Performance',
    field('Time steps taken', steps),
    field('Largest time step (s)', timeSteps.length ? Math.max(...timeSteps) : MAX_TIME_STEP),
    field('Smallest time step (s)', timeSteps.length ? Math.min(...timeSteps) : MAX_TIME_STEP),
    field('Output time step (s)', run.outputStep),
  ])
}

function stepLength(period: TimeStepPeriod, balance: WaterBalance): number {
  const index = balance.rows.indexOf(period.row)
  const previous = balance.rows[index - 1]
  return previous ? period.row.time - previous.time : 0
}

/** timestep_reduction.log: one `;`-separated row per output interval with a reduced time step. */
export const TIMESTEP_REDUCTION_COLUMNS = [
  'time_s',
  'model_time',
  'time_step_s',
  'limiting_1d_node',
  'limiting_2d_cell',
  'reason',
] as const

export function timestepReductionLog(run: ResultRun, periods: TimeStepPeriod[]): string {
  const rows = periods
    .filter((period) => period.timeStep < MAX_TIME_STEP)
    .map((period) =>
      [
        period.row.time,
        modelTime(run, period.row.time),
        period.timeStep,
        period.node1d ?? '',
        period.cell2d ?? '',
        period.reason,
      ].join(';'),
    )
  return lines([TIMESTEP_REDUCTION_COLUMNS.join(';'), ...rows])
}

/** iteration.log: empty, unless the Newton iteration failed (a negative depth crash). */
export function iterationLog(run: ResultRun, periods: TimeStepPeriod[]): string {
  if (!isSolverCrash(run) || !/negative water depth|iteration/i.test(run.detail ?? '')) return ''
  return solverTrouble(
    run,
    periods,
    (period) =>
      `Newton iteration did not converge in 20 iterations at 2D cell ${period.cell2d}; time step ${period.timeStep} s`,
  )
}

/** matrix.log: empty, unless the matrix solver failed (the sewer crash rule). */
export function matrixLog(run: ResultRun, periods: TimeStepPeriod[]): string {
  if (!isSolverCrash(run) || !/matrix/i.test(run.detail ?? '')) return ''
  return solverTrouble(
    run,
    periods,
    (period) =>
      `Matrix solver (conjugate gradient) did not converge in 500 iterations near 1D node ${period.node1d}; residual 3.2e-2`,
  )
}

function solverTrouble(
  run: ResultRun,
  periods: TimeStepPeriod[],
  text: (period: TimeStepPeriod) => string,
): string {
  const failing = periods.filter((period) => period.reason === SOLVER_FAILURE)
  return lines([
    ...failing.map(
      (period) => `${modelTime(run, period.row.time)} t=${period.row.time} s: ${text(period)}`,
    ),
    `${modelTime(run, run.endTime)} t=${run.endTime} s: giving up: ${run.detail ?? 'solver failure'}`,
  ])
}

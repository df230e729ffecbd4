import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import type { BreachSite } from './breach-sites'
import { configurationEntries, info, type LogEntry as Entry } from './log-configuration'
import type { ResultRun } from './run-input'
import {
  isSolverCrash,
  MAX_TIME_STEP,
  MIN_TIME_STEP,
  SOLVER_FAILURE,
  type TimeStepPeriod,
} from './time-steps'
import { balanceTotals, type WaterBalance } from './water-balance'

export function modelTime(run: ResultRun, seconds: number): string {
  const at = new Date(Date.parse(run.startDatetime) + seconds * 1000)
  return at.toISOString().slice(0, 19).replace('T', ' ')
}

export function simulationLog(run: ResultRun, sites: BreachSite[]): string {
  const { model } = run
  const { layout, cells } = createGridNumbering(model.fixture)
  const entries: Entry[] = [
    info(
      0,
      `Simulation ${run.simulationId} "${run.simulationName}" of model ${model.name} (revision ${model.revision_number ?? 0})`,
    ),
    info(
      0,
      `Grid: ${cells} 2D cells of ${model.fixture.cellSize} m, ${layout.nodes.length} 1D nodes, EPSG:${model.epsg ?? 28992}`,
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
const cell = (value: string | number, width: number) => String(value).padStart(width)

const m3 = (litres: number) => ({ units: 'm3', value: Math.round(litres / 10) / 100 })
const seconds = (value: number) => ({ units: 's', value })

/** flow_summary.json in the platform's layout; breach water enters over the open boundaries. */
export function flowSummaryJson(run: ResultRun, balance: WaterBalance, periods: TimeStepPeriod[]) {
  const sum = (pick: (row: WaterBalance['rows'][number]) => number) =>
    m3(balance.rows.reduce((total, row) => total + pick(row), 0))
  const [first, last] = [balance.rows[0], balance.rows.at(-1)]
  const steps = periods.map((period) => period.timeStep)
  const worst = periods.find((period) => period.cell2d !== null)
  const summary = {
    general_information: {
      calculation_node_with_max_volume_error: worst?.cell2d ?? 1,
      default_timestep: seconds(MAX_TIME_STEP),
      maximum_timestep: seconds(steps.length ? Math.max(...steps) : MAX_TIME_STEP),
      minimum_timestep: seconds(steps.length ? Math.min(...steps) : MAX_TIME_STEP),
      model_id: run.model.id,
      model_name: run.model.name,
      model_type: balance.area1d > 0 ? '1D/2D' : '2D',
      simulation_id: run.simulationId,
      simulation_start: modelTime(run, 0),
      simulation_time: seconds(run.endTime),
    },
    volume_balance: {
      '0D_inflow': m3(0),
      boundaries_inflow: sum((row) => row.boundaryIn + row.breach),
      boundaries_outflow: sum((row) => row.boundaryOut),
      drained_volume_by_pumps: sum((row) => row.pumps),
      infiltration: sum((row) => row.infiltration),
      initial_storage_1D: m3(first?.storage1d ?? 0),
      initial_storage_2D_surface_domain: m3(first?.storage2d ?? 0),
      laterals_2D_surface_water_inflow: sum((row) => row.lateral),
      maximum_volume_error: m3(Math.abs(balanceTotals(balance).volumeError)),
      rain_2D: sum((row) => row.rain),
      storage_1D_end_of_simulation: m3(last?.storage1d ?? 0),
      storage_2D_in_surface_water_domain_end_of_simulation: m3(last?.storage2d ?? 0),
    },
  }
  return `${JSON.stringify(summary, null, 4)}\n`
}

export const TIMESTEP_REDUCTION_HEADER =
  ' Number of time steps| Time since start of simulation | Reduced time step size| Maximum timestep possible in 1D domain| Maximum timestep possible in 2D domain| Link in 1D domain | Link in 2D domain'

export function timestepReductionLog(periods: TimeStepPeriod[]): string {
  const rows = periods
    .filter((period) => period.timeStep < MAX_TIME_STEP)
    .map((period) => {
      // The breach limits the 1D side (its channel), rain the 2D cells.
      const by1d = period.reason === 'breach inflow'
      return [
        cell(Math.round(period.row.time / MIN_TIME_STEP), 12),
        cell(period.row.time.toFixed(4), 14),
        cell(period.timeStep.toFixed(4), 10),
        cell((by1d ? period.timeStep : MAX_TIME_STEP).toFixed(4), 10),
        cell((by1d ? MAX_TIME_STEP : period.timeStep).toFixed(4), 10),
        cell(period.node1d ?? '', 8),
        cell(period.cell2d ?? '', 8),
      ].join('|')
    })
  return lines([TIMESTEP_REDUCTION_HEADER, ...rows])
}

/** The header line the platform writes at the top of iteration.log, trouble or not. */
export const ITERATION_LOG_HEADER =
  'Number of time steps| Number of inner Newton iterations | Number of outer Newton iterations | Time since start of simulation | Node of max. deviation based on s1 | Node of max. deviation based on vol | Deviation | Minimum acceptable Deviation '
/** matrix.log's header: its column names are not public (facts/log-zip/README.md). */
export const MATRIX_LOG_HEADER =
  'Number of time steps| Time since start of simulation | Number of matrix iterations | Node of max. residual | Residual | Matrix solver message '

export function iterationLog(run: ResultRun, periods: TimeStepPeriod[]): string {
  if (!isSolverCrash(run) || !/negative water depth|iteration/i.test(run.detail ?? '')) {
    return lines([ITERATION_LOG_HEADER])
  }
  return solverTrouble(ITERATION_LOG_HEADER, periods, (period, step) => [
    step,
    50,
    3,
    period.row.time.toFixed(4),
    period.cell2d ?? 1,
    period.cell2d ?? 1,
    '0.312E-02',
    '0.100E-04',
  ])
}

export function matrixLog(run: ResultRun, periods: TimeStepPeriod[]): string {
  if (!isSolverCrash(run) || !/matrix/i.test(run.detail ?? '')) return lines([MATRIX_LOG_HEADER])
  return solverTrouble(MATRIX_LOG_HEADER, periods, (period, step) => [
    step,
    period.row.time.toFixed(4),
    500,
    period.node1d ?? 1,
    '0.320E-01',
    'no convergence',
  ])
}

function solverTrouble(
  header: string,
  periods: TimeStepPeriod[],
  cells: (period: TimeStepPeriod, step: number) => (string | number)[],
): string {
  const failing = periods.filter((period) => period.reason === SOLVER_FAILURE)
  const rows = failing.map((period) =>
    cells(period, Math.round(period.row.time / MIN_TIME_STEP))
      .map((value, index) => cell(value, index === 0 ? 12 : 10))
      .join('|'),
  )
  return lines([header, ...rows])
}

import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { breachSitesOf, type BreachSite } from './breach-sites'
import { dischargeOfAll } from './breach-weir'
import { startsWet2d, type ResultRun } from './run-description'

/** One balance per run, which logs and NetCDF levels derive from; whole litres close it exactly. */
export type BalanceRow = {
  /** Seconds from the start of the run. */
  time: number
  // Volumes in litres over the interval that ends at `time` (0 on the first row).
  rain: number
  breach: number
  lateral: number
  boundaryIn: number
  boundaryOut: number
  pumps: number
  infiltration: number
  volumeError: number
  /** Storage in litres at `time`. */
  storage1d: number
  storage2d: number
  breachDischarge: number
}

export type WaterBalance = {
  outputStep: number
  rows: BalanceRow[]
  area2d: number
  area1d: number
  initialStorage1d: number
}

/** Rain of an event, in the mock: the file's period at a nominal intensity (README). */
export const RAIN_INTENSITY_MM_PER_HOUR = 10
const SEEPAGE_MM_PER_DAY = 1
const INFILTRATION_MM_PER_HOUR = 0.5
const DISCHARGE_BOUNDARY_M3_PER_S = 0.25
const LEVEL_BOUNDARY_M3_PER_S = 0.5
/** Storage area of a 1D connection node (m2), and the water its network holds at the start. */
const NODE_STORAGE_AREA = 25
export const INITIAL_1D_DEPTH = 0.5
/** Water over the 2D domain at the start from a water-level raster or a saved state (m). */
export const INITIAL_2D_DEPTH = 0.02
/** Metres of water over the 2D area at which infiltration and drainage reach full rate. */
const WET_DEPTH = 0.01
const INTEGRATION_STEP = 60
/** The solver's volume error, as a fraction of each interval's inflow. */
const VOLUME_ERROR_FRACTION = 2e-7
const LITRES = 1000

export function rainsAt(run: ResultRun, time: number): boolean {
  return run.rains.some((rain) => time >= rain.start && time < rain.end)
}

/** The aggregate file asks for a finer step, as an engine aggregates every time step. */
export function computeWaterBalance(run: ResultRun, outputStep = run.outputStep): WaterBalance {
  const spec = run.model.fixture
  const { layout, cells } = createGridNumbering(spec)
  const area2d = cells * spec.cellSize ** 2
  const area1d = layout.nodes.length * NODE_STORAGE_AREA
  const share1d = area1d / (area1d + area2d)
  // Without 2D (a sewer model) the network's own area decides when outflow runs at full rate.
  const wetArea = area2d > 0 ? area2d : area1d
  const sites = breachSitesOf(run)
  const pumpCapacity = layout.pumps.reduce((sum, pump) => sum + pump.capacity / 1000, 0)
  const initialStorage1d = Math.round(area1d * INITIAL_1D_DEPTH * LITRES)
  const initialStorage2d = startsWet2d(run) ? Math.round(area2d * INITIAL_2D_DEPTH * LITRES) : 0
  const rows: BalanceRow[] = [
    { ...emptyRow(0, initialStorage1d, sites), storage2d: initialStorage2d },
  ]
  let excess = initialStorage2d
  let row = emptyRow(0, 0, sites)
  for (let time = 0; time < run.endTime;) {
    const dt = Math.min(INTEGRATION_STEP, run.endTime - time, outputStep - (time % outputStep))
    const litres = (m3PerSecond: number) => Math.round(m3PerSecond * dt * LITRES)
    const rain = rainsAt(run, time) ? litres((area2d * RAIN_INTENSITY_MM_PER_HOUR) / 3.6e6) : 0
    const breach = litres(dischargeOfAll(sites, time))
    const lateral = litres((area2d * SEEPAGE_MM_PER_DAY) / 8.64e7)
    const boundaryIn = litres(run.dischargeBoundaries * DISCHARGE_BOUNDARY_M3_PER_S)
    const inflow = rain + breach + lateral + boundaryIn
    const wet = wetArea > 0 ? Math.min(1, excess / LITRES / (wetArea * WET_DEPTH)) : 0
    let available = excess + inflow
    const take = (wanted: number) => {
      const taken = Math.max(0, Math.min(available, wanted))
      available -= taken
      return taken
    }
    const infiltration = take(litres(((area2d * INFILTRATION_MM_PER_HOUR) / 3.6e6) * wet))
    const boundaryOut = take(litres(run.levelBoundaries * LEVEL_BOUNDARY_M3_PER_S * wet))
    const pumps = take(litres(pumpCapacity))
    const volumeError = Math.min(available, Math.round(inflow * VOLUME_ERROR_FRACTION))
    excess = available - volumeError
    row = {
      ...row,
      rain: row.rain + rain,
      breach: row.breach + breach,
      lateral: row.lateral + lateral,
      boundaryIn: row.boundaryIn + boundaryIn,
      boundaryOut: row.boundaryOut + boundaryOut,
      pumps: row.pumps + pumps,
      infiltration: row.infiltration + infiltration,
      volumeError: row.volumeError + volumeError,
    }
    time += dt
    if (time % outputStep === 0 || time === run.endTime) {
      const storage1d = initialStorage1d + Math.round(excess * share1d)
      rows.push({
        ...row,
        time,
        storage1d,
        storage2d: excess - Math.round(excess * share1d),
        breachDischarge: dischargeOfAll(sites, time),
      })
      row = emptyRow(time, 0, sites)
    }
  }
  return { outputStep, rows, area2d, area1d, initialStorage1d }
}

function emptyRow(time: number, storage1d: number, sites: BreachSite[]): BalanceRow {
  return {
    time,
    rain: 0,
    breach: 0,
    lateral: 0,
    boundaryIn: 0,
    boundaryOut: 0,
    pumps: 0,
    infiltration: 0,
    volumeError: 0,
    storage1d,
    storage2d: 0,
    breachDischarge: dischargeOfAll(sites, time),
  }
}

export const inflowOf = (row: BalanceRow) => row.rain + row.breach + row.lateral + row.boundaryIn
export const outflowOf = (row: BalanceRow) => row.boundaryOut + row.pumps + row.infiltration

export type BalanceTotals = {
  inflow: number
  outflow: number
  storageChange: number
  volumeError: number
}

/** Totals over the run, in litres: inflow − outflow − storage change = volume error. */
export function balanceTotals({ rows }: WaterBalance): BalanceTotals {
  const first = rows[0]
  const last = rows.at(-1)
  const storage = (row: BalanceRow | undefined) => (row ? row.storage1d + row.storage2d : 0)
  return {
    inflow: rows.reduce((sum, row) => sum + inflowOf(row), 0),
    outflow: rows.reduce((sum, row) => sum + outflowOf(row), 0),
    storageChange: storage(last) - storage(first),
    volumeError: rows.reduce((sum, row) => sum + row.volumeError, 0),
  }
}

import { strToU8, zipSync } from 'fflate'
import { breachSitesOf } from './breach-sites'
import { schedulerLog } from './log-configuration'
import {
  flowSummaryJson,
  iterationLog,
  matrixLog,
  modelTime,
  simulationLog,
  timestepReductionLog,
} from './log-texts'
import type { ResultRun } from './run-input'
import { timeStepPeriods } from './time-steps'
import { computeWaterBalance } from './water-balance'
import { waterBalanceCsv } from './water-balance-csv'

/** api.md's ZIP files as a current platform run writes them (test-data/platform/facts/log-zip). */
export const LOG_ZIP_ENTRIES = [
  'simulation.log',
  'flow_summary.json',
  'timestep_reduction.log',
  'water_balance.csv',
  'iteration.log',
  'matrix.log',
  'scheduler.log',
] as const

export type LogZipEntry = (typeof LOG_ZIP_ENTRIES)[number]

/** The texts of the log files of a run (cheap: no HDF5 involved). */
export function logFileTexts(run: ResultRun): Record<LogZipEntry, string> {
  const balance = computeWaterBalance(run)
  const sites = breachSitesOf(run)
  const periods = timeStepPeriods(run, balance, sites)
  return {
    'simulation.log': simulationLog(run, sites),
    'flow_summary.json': flowSummaryJson(run, balance, periods),
    'timestep_reduction.log': timestepReductionLog(periods),
    'water_balance.csv': waterBalanceCsv(balance),
    'iteration.log': iterationLog(run, periods),
    'matrix.log': matrixLog(run, periods),
    'scheduler.log': schedulerLog(run, (seconds) => modelTime(run, seconds)),
  }
}

export function buildLogZip(run: ResultRun): Uint8Array {
  const texts = logFileTexts(run)
  const mtime = new Date(run.endedAt)
  return zipSync(
    Object.fromEntries(
      LOG_ZIP_ENTRIES.map((name) => [name, [strToU8(texts[name]), { level: 6, mtime }]]),
    ),
  )
}

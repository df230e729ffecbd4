import { strToU8, zipSync } from 'fflate'
import { KNOWN_LOGS, type KnownLog } from '@/lib/log-files/log-zip'
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

// A current platform run (test-data/platform/facts/log-zip) writes flow_summary.json, not the older
// .log; the mock has no water quality, so no substance summary.
const NOT_WRITTEN = [
  'flow_summary.log',
  'water_quality_substance_summary.json',
] as const satisfies readonly KnownLog[]
export type LogZipEntry = Exclude<KnownLog, (typeof NOT_WRITTEN)[number]>

export const LOG_ZIP_ENTRIES = KNOWN_LOGS.filter(
  (name): name is LogZipEntry => !NOT_WRITTEN.some((skipped) => skipped === name),
)

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

import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { SEWER_CRASH_EXIT_CODE, solverDivergence } from '../crash'
import { generateResultFile } from './generate'
import { FLOW_SUMMARY_VOLUME_ERROR, TIMESTEP_REDUCTION_COLUMNS } from './log-texts'
import { logZipFilename } from './filenames'
import { LOG_ZIP_ENTRIES } from './log-zip'
import { sampleBreach, sampleRun, seededModel } from './sample-runs'
import { INFLOW_COLUMNS, OUTFLOW_COLUMNS, WATER_BALANCE_COLUMNS } from './water-balance-csv'
import type { ResultRun } from './run-input'

async function logsOf(run: ResultRun): Promise<Record<string, string>> {
  const zip = unzipSync(await generateResultFile(run, logZipFilename(run.simulationId)))
  return Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

type Row = Record<(typeof WATER_BALANCE_COLUMNS)[number], number>

function parseCsv(text: string): { header: string[]; rows: Row[] } {
  const [head = '', ...lines] = text.trim().split('\n')
  const header = head.split(',')
  const rows = lines.map(
    (line) =>
      Object.fromEntries(
        line.split(',').map((cell, index) => [header[index], Number(cell)]),
      ) as Row,
  )
  return { header, rows }
}

/** In litres, so the checks are exact: the CSV writes m3 with three decimals. */
const litres = (m3: number) => Math.round(m3 * 1000)
const sumOf = (row: Row, columns: readonly (keyof Row)[]) =>
  columns.reduce((sum, column) => sum + litres(row[column]), 0)

function reportedVolumeError(flowSummary: string): number {
  const line = flowSummary.split('\n').find((text) => text.includes(FLOW_SUMMARY_VOLUME_ERROR))
  const value = Number(line?.split(':').at(-1))
  if (!Number.isFinite(value)) throw new Error('No volume error in flow_summary.log')
  return value
}

describe('log_files_sim_{id}.zip', () => {
  it('holds the six files of api.md; iteration.log and matrix.log are empty for a good run', async () => {
    const logs = await logsOf(sampleRun())
    expect(Object.keys(logs).sort()).toEqual([...LOG_ZIP_ENTRIES].sort())
    expect(logs['iteration.log']).toBe('')
    expect(logs['matrix.log']).toBe('')
    expect(logs['simulation.log']).toMatch(/Simulation finished at t=3600 s/)
    expect(logs['flow_summary.log']).toMatch(/Largest time step \(s\):\s+30/)
  })

  it('has a water balance that closes within the volume error of the flow summary', async () => {
    const run = sampleRun({
      duration: 7200,
      endTime: 7200,
      breaches: [sampleBreach(1, 900)],
      rains: [{ start: 0, end: 3600 }],
    })
    const logs = await logsOf(run)
    const { header, rows } = parseCsv(logs['water_balance.csv'] ?? '')
    expect(header).toEqual([...WATER_BALANCE_COLUMNS])
    // Same temporal resolution as the results file: the run's output times.
    expect(rows.map((row) => row.time_s)).toEqual(run.outputTimes)
    expect(rows).toHaveLength(13)
    for (const row of rows) {
      const closes =
        sumOf(row, INFLOW_COLUMNS) - sumOf(row, OUTFLOW_COLUMNS) - litres(row.storage_change_m3)
      expect(closes).toBe(litres(row.volume_error_m3))
    }
    const [first, last] = [rows[0], rows.at(-1)]
    const storage = (row: Row | undefined) =>
      row ? litres(row.storage_1d_m3) + litres(row.storage_2d_m3) : 0
    const inflow = rows.reduce((sum, row) => sum + sumOf(row, INFLOW_COLUMNS), 0)
    const outflow = rows.reduce((sum, row) => sum + sumOf(row, OUTFLOW_COLUMNS), 0)
    const imbalance = Math.abs(inflow - outflow - (storage(last) - storage(first)))
    const reported = litres(reportedVolumeError(logs['flow_summary.log'] ?? ''))
    expect(imbalance).toBeLessThanOrEqual(reported)
    expect(reported).toBeLessThan(inflow * 1e-5)
    expect(rows.some((row) => row.breach_inflow_m3 > 0)).toBe(true)
    expect(rows.some((row) => row.rain_m3 > 0)).toBe(true)
    expect(rows.some((row) => row.pump_outflow_m3 > 0)).toBe(true)
  })

  it('logs the breach and the time-step reductions it causes', async () => {
    const logs = await logsOf(sampleRun({ breaches: [sampleBreach(1, 600)] }))
    expect(logs['simulation.log']).toMatch(/t=600 s: Breach .+ opens into 2D cell \d+/)
    const [head, ...rows] = (logs['timestep_reduction.log'] ?? '').trim().split('\n')
    expect(head?.split(';')).toEqual([...TIMESTEP_REDUCTION_COLUMNS])
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.split(';').length === TIMESTEP_REDUCTION_COLUMNS.length)).toBe(
      true,
    )
    expect(rows.some((row) => row.endsWith(';breach inflow'))).toBe(true)
  })

  it('explains a crash: the error in simulation.log and the solver trouble in matrix.log', async () => {
    const crashAt = 28_080
    const run = sampleRun({
      model: seededModel(3),
      duration: 46_800,
      endTime: crashAt,
      outcome: 'crashed',
      exitCode: SEWER_CRASH_EXIT_CODE,
      detail: solverDivergence(crashAt),
    })
    const logs = await logsOf(run)
    expect(Object.keys(logs).sort()).toEqual([...LOG_ZIP_ENTRIES].sort())
    expect(logs['simulation.log']).toContain(`ERROR   t=${crashAt} s: ${solverDivergence(crashAt)}`)
    expect(logs['simulation.log']).toContain('Simulation crashed with exit code 1')
    expect(logs['matrix.log']).toMatch(/did not converge/)
    expect(logs['iteration.log']).toBe('')
    expect(logs['flow_summary.log']).toMatch(/Smallest time step \(s\):\s+0\.01/)
    expect(parseCsv(logs['water_balance.csv'] ?? '').rows.at(-1)?.time_s).toBe(crashAt)
  })
})

import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { SEWER_CRASH_EXIT_CODE, solverDivergence } from '../crash'
import { generateResultFile } from './generate'
import { ITERATION_LOG_HEADER, MATRIX_LOG_HEADER, TIMESTEP_REDUCTION_HEADER } from './log-texts'
import { logZipFilename } from './filenames'
import { LOG_ZIP_ENTRIES } from './log-zip'
import { sampleBreach, sampleRun, seededModel } from './sample-runs'
import { fortranE, WATER_BALANCE_HEADER } from './water-balance-csv'
import type { ResultRun } from './run-input'

async function logsOf(run: ResultRun): Promise<Record<string, string>> {
  const zip = unzipSync(await generateResultFile(run, logZipFilename(run.simulationId)))
  return Object.fromEntries(Object.entries(zip).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

type Row = Record<string, number>

/** The platform's CSV: a trailing comma on every row, so one more cell than the header. */
function parseCsv(text: string): { header: string[]; rows: Row[]; cells: string[][] } {
  const [head = '', ...lines] = text.trimEnd().split('\n')
  const header = head.split(',')
  const cells = lines.map((line) => line.split(','))
  const rows = cells.map(
    (row) =>
      Object.fromEntries(
        header.map((name, index) => [name.split(/[: ]/)[1], Number(row[index])]),
      ) as Row,
  )
  return { header, rows, cells }
}

type Summary = {
  general_information: Record<string, { value: number }>
  volume_balance: Record<string, { value: number }>
}
const summaryOf = (logs: Record<string, string>) =>
  JSON.parse(logs['flow_summary.json'] ?? '') as Summary

describe('fortranE', () => {
  it('writes E16.9 as the platform does', () => {
    expect(fortranE(7576.81657)).toBe(' 0.757681657E+04')
    expect(fortranE(-0.271007175e-22)).toBe('-0.271007175E-22')
    expect(fortranE(0)).toBe(' 0.000000000E+00')
    expect(fortranE(0.5)).toBe(' 0.500000000E+00')
  })
})

describe('log_files_sim_{id}.zip', () => {
  it('holds the platform’s files; iteration.log and matrix.log only their header for a good run', async () => {
    const logs = await logsOf(sampleRun())
    expect(Object.keys(logs).sort()).toEqual([...LOG_ZIP_ENTRIES].sort())
    expect(logs['iteration.log']).toBe(`${ITERATION_LOG_HEADER}\n`)
    expect(logs['matrix.log']).toBe(`${MATRIX_LOG_HEADER}\n`)
    expect(logs['simulation.log']).toMatch(/Simulation finished at t=3600 s/)
    expect(logs['scheduler.log']).toMatch(/INFO scheduler: simulation \d+ stopped at t=3600 s/)
    expect(summaryOf(logs).general_information.maximum_timestep?.value).toBe(30)
  })

  it('writes a cumulative balance in the platform’s columns that closes, rain and breach in it', async () => {
    const run = sampleRun({
      duration: 7200,
      endTime: 7200,
      breaches: [sampleBreach(1, 900)],
      rains: [{ start: 0, end: 3600 }],
    })
    const logs = await logsOf(run)
    const { header, rows, cells } = parseCsv(logs['water_balance.csv'] ?? '')
    expect(header).toEqual(WATER_BALANCE_HEADER)
    expect(header).toHaveLength(17)
    expect(rows.map((row) => row.t)).toEqual(run.outputTimes)
    for (const row of cells) {
      expect(row).toHaveLength(18)
      expect(row.at(-1)).toBe('')
      expect(row[0]).toMatch(/^ +\d+\.\d{4}$/)
      expect(row.slice(1, -1).every((cell) => /^[ -]0\.\d{9}E[+-]\d{2}$/.test(cell))).toBe(true)
    }
    const [first, last] = [rows[0] ?? {}, rows.at(-1) ?? {}]
    const stored = (row: Row) =>
      (row.volume_in_1d_domain ?? 0) + (row.volume_in_2d_surface_domain ?? 0)
    const net = (row: Row) =>
      (row.cum_rain_2d_domain ?? 0) +
      (row.cum_inflow_obc ?? 0) +
      (row.cum_vol_2d_lateral ?? 0) -
      (row.cum_outflow_obc ?? 0) -
      (row.cum_infiltrated_volume ?? 0) -
      (row.cum_pumped_outflow ?? 0) -
      (row.volume_error ?? 0)
    // Nine significant digits: the balance closes to their rounding.
    expect(Math.abs(stored(last) - stored(first) - net(last))).toBeLessThan(stored(last) * 1e-7)
    const summary = summaryOf(logs).volume_balance
    expect(summary.maximum_volume_error?.value).toBeCloseTo(last.volume_error ?? Number.NaN, 2)
    expect(summary.rain_2D?.value).toBeCloseTo(last.cum_rain_2d_domain ?? Number.NaN, 0)
    expect(last.cum_rain_2d_domain).toBeGreaterThan(0)
    expect(last.cum_pumped_outflow).toBeGreaterThan(0)
    // The breach opens at 900 s: from then on water comes in over the open boundaries.
    const before = rows.find((row) => row.t === 900)?.cum_inflow_obc ?? 0
    expect(last.cum_inflow_obc).toBeGreaterThan(before)
  })

  it('logs the breach and the time-step reductions it causes', async () => {
    const logs = await logsOf(sampleRun({ breaches: [sampleBreach(1, 600)] }))
    expect(logs['simulation.log']).toMatch(/t=600 s: Breach .+ opens into 2D cell \d+/)
    const [head, ...rows] = (logs['timestep_reduction.log'] ?? '').trimEnd().split('\n')
    expect(head).toBe(TIMESTEP_REDUCTION_HEADER)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.split('|').length === 7)).toBe(true)
  })

  it('explains a crash: the error in simulation.log and the solver trouble below matrix.log’s header', async () => {
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
    const [head, ...trouble] = (logs['matrix.log'] ?? '').trimEnd().split('\n')
    expect(head).toBe(MATRIX_LOG_HEADER)
    expect(trouble.length).toBeGreaterThan(0)
    expect(trouble.every((row) => row.endsWith('no convergence'))).toBe(true)
    expect(logs['iteration.log']).toBe(`${ITERATION_LOG_HEADER}\n`)
    expect(logs['scheduler.log']).toMatch(/crashed at t=28080 s \(exit code 1\)/)
    expect(summaryOf(logs).general_information.minimum_timestep?.value).toBe(0.01)
    expect(parseCsv(logs['water_balance.csv'] ?? '').rows.at(-1)?.t).toBe(crashAt)
  })
})

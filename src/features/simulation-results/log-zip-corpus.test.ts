import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { logZipFilename } from '@/mocks/simulations/results/filenames'
import { generateResultFile } from '@/mocks/simulations/results/generate'
import { sampleBreach, sampleRun } from '@/mocks/simulations/results/sample-runs'
import { readSummaryJson, readSummaryLog, type SummaryReading } from '@/lib/log-files/flow-summary'
import { flowSummaryHighlights } from '@/lib/log-files/flow-summary-highlights'
import { linesBelowHeader, readLogZip, SOLVER_LOGS, type LogEntry } from '@/lib/log-files/log-zip'
import { legendOf } from './water-balance-columns'
import { parseWaterBalanceCsv } from './water-balance-csv'

const PLATFORM = join(__dirname, '../../../test-data/platform')
const FACTS = join(PLATFORM, 'facts/log-zip')

const text = (path: string) => readFileSync(path, 'utf8')
const entriesOfFolder = (folder: string): LogEntry[] =>
  readdirSync(join(FACTS, folder)).map((name) => {
    const content = text(join(FACTS, folder, name))
    return { name, size: content.length, text: content }
  })

function zipEntries(bytes: Uint8Array): LogEntry[] {
  const reading = readLogZip(bytes)
  if (!reading.ok) throw new Error(reading.reason)
  return reading.entries
}

const PLATFORM_ZIPS = readdirSync(FACTS).filter((name) => name.endsWith('.zip'))

function expectHealthy(entries: LogEntry[]) {
  for (const entry of entries.filter((e) => SOLVER_LOGS.includes(e.name))) {
    expect(linesBelowHeader(entry.text), entry.name).toEqual([])
  }
}

function expectReadableBalance(entries: LogEntry[]) {
  const csv = entries.find((entry) => entry.name === 'water_balance.csv')
  const balance = parseWaterBalanceCsv(csv?.text ?? '')
  if (!balance.ok) throw new Error(balance.reason)
  expect(balance.terms).toHaveLength(16)
  expect(balance.terms.map((term) => term.kind)).toEqual([
    ...['volume', 'volume', 'volume'],
    ...Array<string>(12).fill('cumulative'),
    'error',
  ])
  const legends = balance.terms.map(legendOf)
  expect(legends[0]).toBe('Volume in 1D domain (m³)')
  expect(legends.at(-1)).toBe('Volume error (m³)')
  expect(legends.some((legend) => /^[A-Z]:/.test(legend))).toBe(false)
  expect(balance.terms.every((term) => term.points.length === balance.rows)).toBe(true)
  return balance
}

function expectFlowSummary(reading: SummaryReading) {
  if (!reading.ok) throw new Error(reading.reason)
  const figures = flowSummaryHighlights(reading.groups)
  expect(figures.volumeError?.unit).toBe('m3')
  expect(typeof figures.volumeError?.value).toBe('number')
  expect(figures.largestStep?.unit).toBe('s')
  expect(figures.smallestStep?.unit).toBe('s')
  expect(figures.byKind.inflow.map((entry) => entry.key)).toContain('boundaries_inflow')
  expect(figures.byKind.outflow.map((entry) => entry.key)).toContain('boundaries_outflow')
  expect(figures.byKind.storage.map((entry) => entry.key)).toContain('initial_storage_1d')
  return figures
}

describe('the platform log ZIPs (core 2.0, test-data/platform/facts/log-zip)', () => {
  it.each(PLATFORM_ZIPS)('%s: healthy solver logs, a readable balance and summary', (zip) => {
    const entries = zipEntries(new Uint8Array(readFileSync(join(FACTS, zip))))
    expect(entries.map((entry) => entry.name)).toEqual([
      'flow_summary.log',
      'simulation.log',
      'timestep_reduction.log',
      'water_balance.csv',
      'iteration.log',
      'matrix.log',
    ])
    expectHealthy(entries)
    expectReadableBalance(entries)
    const summary = entries.find((entry) => entry.name === 'flow_summary.log')
    const figures = expectFlowSummary(readSummaryLog(summary?.text ?? ''))
    expect(figures.largestStep?.value).toBe(22.5)
  })

  it('reads what current runs write, and a crashed run’s solver trouble', () => {
    const current = entriesOfFolder('current')
    expectHealthy(current)
    expectReadableBalance(current)
    const json = current.find((entry) => entry.name === 'flow_summary.json')
    expectFlowSummary(readSummaryJson(json?.text ?? ''))
    const substances = readSummaryJson(
      current.find((entry) => entry.name === 'water_quality_substance_summary.json')?.text ?? '',
    )
    expect(substances.ok && substances.groups.map((group) => group.title)).toContain(
      'Substance balance › Tracer',
    )
    for (const entry of entriesOfFolder('crashed')) {
      expect(linesBelowHeader(entry.text).length, entry.name).toBeGreaterThan(0)
    }
  })

  it.each(['water-quality', 'zwartedijkspolder'])('reads %s/flow_summary.json', (folder) => {
    const figures = expectFlowSummary(
      readSummaryJson(text(join(PLATFORM, folder, 'flow_summary.json'))),
    )
    expect(figures.volumeError?.value).toBeLessThan(1e-5)
  })
})

describe('the mock’s log ZIP, read like the platform’s', { timeout: 30_000 }, () => {
  it('a healthy run with rain and a breach', async () => {
    const run = sampleRun({ breaches: [sampleBreach(1, 600)], rains: [{ start: 0, end: 1800 }] })
    const entries = zipEntries(await generateResultFile(run, logZipFilename(run.simulationId)))
    expectHealthy(entries)
    const balance = expectReadableBalance(entries)
    const rain = balance.terms.find((term) => term.name === 'cum_rain_2d_domain')
    expect(rain?.points.at(-1)?.y).toBeGreaterThan(0)
    const json = entries.find((entry) => entry.name === 'flow_summary.json')
    expectFlowSummary(readSummaryJson(json?.text ?? ''))
  })
})

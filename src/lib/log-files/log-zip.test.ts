import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readLogZip } from './log-zip'
import { textTableOf } from './text-table'

describe('readLogZip', () => {
  it('opens the logs in reading order, empty ones with size 0', () => {
    const bytes = zipSync({
      'matrix.log': new Uint8Array(),
      'water_balance.csv': strToU8('time,inflow\n0,1\n'),
      'logs/simulation.log': strToU8('Simulation started'),
      'iteration.log': new Uint8Array(),
      'flow_summary.log': strToU8('Volume error: 0.001 %'),
      'timestep_reduction.log': strToU8('time\tlocation\n60\t2D cell 12\n'),
      'scheduler.log': strToU8('scheduler started'),
      'flow_summary.json': strToU8('{}'),
    })
    const reading = readLogZip(bytes)
    if (!reading.ok) throw new Error(reading.reason)
    expect(reading.entries.map((entry) => [entry.name, entry.size])).toEqual([
      ['flow_summary.json', 2],
      ['flow_summary.log', 21],
      ['simulation.log', 18],
      ['timestep_reduction.log', 28],
      ['water_balance.csv', 16],
      ['iteration.log', 0],
      ['matrix.log', 0],
      ['scheduler.log', 17],
    ])
    expect(reading.entries[2]?.text).toBe('Simulation started')
  })

  it('says a corrupt file is no ZIP', () => {
    const reading = readLogZip(strToU8('Placeholder for log_files_sim_1.zip'))
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.reason).toMatch(/^The file is not a readable ZIP archive/)
    expect(readLogZip(zipSync({}))).toEqual({
      ok: false,
      reason: 'The ZIP archive holds no files.',
    })
  })
})

describe('textTableOf', () => {
  it('splits a header and rows by tabs, commas or runs of spaces', () => {
    expect(textTableOf('# reductions\ntime\tlocation\n60\t2D cell 12\n')).toEqual({
      header: ['time', 'location'],
      rows: [['60', '2D cell 12']],
    })
    expect(textTableOf('time  dt  location\n60  0.5  1D node 3\n')?.rows).toEqual([
      ['60', '0.5', '1D node 3'],
    ])
    expect(textTableOf('just one line of prose')).toBeNull()
    expect(textTableOf('time_s;time_step_s;reason\n')).toEqual({
      header: ['time_s', 'time_step_s', 'reason'],
      rows: [],
    })
  })
})

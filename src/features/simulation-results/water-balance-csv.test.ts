import { describe, expect, it } from 'vitest'
import { downsampleSeries } from '@/lib/downsample-series'
import { columnOf } from './water-balance-columns'
import { chartTerms, flowOf, parseWaterBalanceCsv } from './water-balance-csv'

describe('parseWaterBalanceCsv', () => {
  it('reads the platform’s columns, E-format values, leading spaces and trailing commas', () => {
    const csv = [
      'A:t [s],B:volume_in_1d_domain [m3],F:cum_rain_2d_domain [m3],N:cum_vol_leakage,Q:volume_error [m3]',
      '      0.0000, 0.000000000E+00, 0.000000000E+00, 0.000000000E+00, 0.000000000E+00,',
      '    313.5538, 0.757681657E+04, 0.204671709E+04, 0.000000000E+00,-0.271007175E-22,',
    ].join('\n')
    const balance = parseWaterBalanceCsv(csv)
    if (!balance.ok) throw new Error(balance.reason)
    expect(balance.timeName).toBe('A:t [s]')
    expect(balance.rows).toBe(2)
    expect(balance.terms.map(({ name, kind, label, unit }) => [name, kind, label, unit])).toEqual([
      ['volume_in_1d_domain', 'volume', 'Volume in 1D domain', 'm3'],
      ['cum_rain_2d_domain', 'cumulative', 'Rain 2D domain', 'm3'],
      ['cum_vol_leakage', 'cumulative', 'Volume leakage', null],
      ['volume_error', 'error', 'Volume error', 'm3'],
    ])
    expect(balance.terms[0]?.points).toEqual([
      { x: 0, y: 0 },
      { x: 313.5538, y: 7576.81657 },
    ])
    expect(balance.terms[3]?.points[1]?.y).toBe(-0.271007175e-22)
  })

  it('derives flows per output interval from a running total', () => {
    const total = {
      ...columnOf('F:cum_rain_2d_domain [m3]'),
      points: [
        { x: 0, y: 0 },
        { x: 300, y: 600 },
        { x: 900, y: 600 },
      ],
    }
    expect(flowOf(total)).toMatchObject({
      unit: 'm3/s',
      points: [
        { x: 300, y: 2 },
        { x: 900, y: 0 },
      ],
    })
  })

  it('reads ISO times as dates and skips columns without numbers', () => {
    const csv = 'time;label;rain\n2026-11-21T00:00:00Z;a;1\n2026-11-21T00:05:00Z;b;2\n'
    const balance = parseWaterBalanceCsv(csv)
    expect(balance.ok && balance.timeKind).toBe('date')
    expect(balance.ok && balance.terms.map((term) => term.name)).toEqual(['rain'])
    expect(balance.ok && balance.terms[0]?.points[1]?.x).toBe(Date.parse('2026-11-21T00:05:00Z'))
  })

  it('names what is wrong with an empty or unreadable file', () => {
    expect(parseWaterBalanceCsv('')).toEqual({ ok: false, reason: 'water_balance.csv is empty.' })
    expect(parseWaterBalanceCsv('time,inflow\n')).toMatchObject({ ok: false })
    expect(parseWaterBalanceCsv('time,inflow\n0,1\nnoon,2\n')).toEqual({
      ok: false,
      reason: 'Row 3 of water_balance.csv has no readable time.',
    })
    expect(parseWaterBalanceCsv('time,label\n0,a\n')).toMatchObject({ ok: false })
  })
})

describe('downsampling for the chart', () => {
  const rows = 50_000
  // A slow wave with one sharp spike up and one down, as a breach or a pump stop would give.
  const wave = (step: number) =>
    step === 31_337 ? 900 : step === 7_001 ? -650 : 100 * Math.sin(step / 2000) + (step % 7) * 0.1

  it('keeps 50,000 rows to at most 2,000 points, with the first, last, highest and lowest', () => {
    const csv = [
      'time,inflow',
      ...Array.from({ length: rows }, (_, step) => `${step * 60},${wave(step)}`),
    ]
    const balance = parseWaterBalanceCsv(csv.join('\n'))
    if (!balance.ok) throw new Error(balance.reason)
    expect(balance.rows).toBe(rows)
    const [term] = chartTerms(balance.terms)
    const points = term?.points ?? []
    expect(points.length).toBeGreaterThan(500)
    expect(points.length).toBeLessThanOrEqual(2000)
    expect(points[0]).toEqual({ x: 0, y: wave(0) })
    expect(points.at(-1)).toEqual({ x: (rows - 1) * 60, y: wave(rows - 1) })
    expect(points).toContainEqual({ x: 31_337 * 60, y: 900 })
    expect(points).toContainEqual({ x: 7_001 * 60, y: -650 })
    const xs = points.map((point) => point.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
  })

  it('adds an extreme that LTTB passed by and leaves short series alone', () => {
    const flat = Array.from({ length: 100 }, (_, x) => ({ x, y: x === 50 ? 0.001 : 0 }))
    const kept = downsampleSeries(flat, 5)
    expect(kept).toContainEqual({ x: 50, y: 0.001 })
    expect(kept.length).toBeLessThanOrEqual(6)
    const short = [
      { x: 0, y: 1 },
      { x: 1, y: 2 },
    ]
    expect(downsampleSeries(short, 5)).toEqual(short)
  })
})

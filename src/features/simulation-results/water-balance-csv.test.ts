import { describe, expect, it } from 'vitest'
import { downsampleSeries } from './downsample-series'
import { chartTerms, parseWaterBalanceCsv } from './water-balance-csv'

describe('parseWaterBalanceCsv', () => {
  it('reads the time column and one series per numeric term', () => {
    const csv = 'time,inflow,outflow,storage\n0,0,0,0\n300,1.5,0.5,1\r\n600,2.5,1.5,2\n\n'
    const balance = parseWaterBalanceCsv(csv)
    expect(balance).toEqual({
      ok: true,
      timeName: 'time',
      timeKind: 'seconds',
      rows: 3,
      terms: [
        {
          name: 'inflow',
          points: [
            { x: 0, y: 0 },
            { x: 300, y: 1.5 },
            { x: 600, y: 2.5 },
          ],
        },
        {
          name: 'outflow',
          points: [
            { x: 0, y: 0 },
            { x: 300, y: 0.5 },
            { x: 600, y: 1.5 },
          ],
        },
        {
          name: 'storage',
          points: [
            { x: 0, y: 0 },
            { x: 300, y: 1 },
            { x: 600, y: 2 },
          ],
        },
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
    const [term] = chartTerms(balance)
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

import { describe, expect, it } from 'vitest'
import type { ChartedPoint } from './charted-point'
import { lineKey, pointChartRows } from './point-chart-rows'
import { pointCsv } from './point-csv'
import { placeOfLine, twoRunPoints } from './point-runs'

const f32 = (...values: number[]) => Float32Array.from(values)
const f64 = (...values: number[]) => Float64Array.from(values)

const cell = (depth: number[]): ChartedPoint => ({
  key: 'c4',
  label: '2D cell #5',
  level: f32(...depth.map((value) => value + 10)),
  depth: f32(...depth),
})

describe('twoRunPoints', () => {
  it('charts each place once per run, named by run, on the same output times', () => {
    const times = f64(0, 300, 600)
    const { times: shared, points } = twoRunPoints(
      { id: 12, times, points: [cell([0, 0.5, 1])] },
      { id: 13, times, points: [cell([0, 0.25, 0.75])] },
    )
    expect(Array.from(shared)).toEqual([0, 300, 600])
    expect(points.map((point) => point.label)).toEqual([
      'Run #12: 2D cell #5',
      'Run #13: 2D cell #5',
    ])
    expect(points.every((point) => !point.sparse)).toBe(true)
    const rows = pointChartRows(
      shared,
      points.map((point) => point.depth),
    )
    expect(rows).toEqual([
      { x: 0, [lineKey(0)]: 0, [lineKey(1)]: 0 },
      { x: 300, [lineKey(0)]: 0.5, [lineKey(1)]: 0.25 },
      { x: 600, [lineKey(0)]: 1, [lineKey(1)]: 0.75 },
    ])
    const [header, ...lines] = pointCsv(shared, points).trim().split(/\r?\n/)
    expect(header).toContain('Run #12: 2D cell #5 depth (m)')
    expect(header).toContain('Run #13: 2D cell #5 depth (m)')
    expect(lines[1]?.split(',').slice(-3)).toEqual(['0.5', '10.25', '0.25'])
  })

  it('joins different output times, each run blank where it wrote nothing', () => {
    const { times, points } = twoRunPoints(
      { id: 12, times: f64(0, 600, 1200), points: [cell([0, 1, 2])] },
      { id: 13, times: f64(0, 300, 600), points: [cell([0, 0.5, 0.75])] },
    )
    expect(Array.from(times)).toEqual([0, 300, 600, 1200])
    expect(Array.from(points[0]?.depth ?? [])).toEqual([0, Number.NaN, 1, 2])
    expect(Array.from(points[1]?.depth ?? [])).toEqual([0, 0.5, 0.75, Number.NaN])
    expect(points.map((point) => point.sparse)).toEqual([true, true])
  })

  it('charts run A alone while run B is still read, and finds the place of each line', () => {
    const { points } = twoRunPoints(
      { id: 12, times: f64(0), points: [cell([0])] },
      { id: 13, times: f64(0), points: [] },
    )
    expect(points.map((point) => point.key)).toEqual(['12:c4'])
    expect(placeOfLine('12:c4')).toBe('c4')
    expect(placeOfLine('n3')).toBe('n3')
  })
})

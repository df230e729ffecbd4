import { describe, expect, it } from 'vitest'
import { pointCsv } from './point-csv'

const f32 = (...values: number[]) => Float32Array.from(values)
const times = Float64Array.from([0, 600, 5400.5])

describe('pointCsv', () => {
  it('writes a row per output step: run time in seconds and h:mm, then level and depth per point', () => {
    const csv = pointCsv(times, [
      { key: 'cell-12', label: 'Cell 12', level: f32(1.5, 1.75, 2.3), depth: f32(0, 0.25, 0.8) },
      {
        key: 'node-3',
        label: 'Node 3, sluice',
        level: f32(Number.NaN, 0.1, -0.3),
        depth: f32(0, 0.1, 0),
      },
    ])
    expect(csv.split('\r\n')).toEqual([
      'run time (s),run time (h:mm),Cell 12 level (m),Cell 12 depth (m),"Node 3, sluice level (m)","Node 3, sluice depth (m)"',
      '0,0:00,1.5,0,,0',
      '600,0:10,1.75,0.25,0.1,0.1',
      '5400.5,1:30,2.3,0.8,-0.3,0',
      '',
    ])
  })

  it('writes float32 values in their shortest exact text', () => {
    const csv = pointCsv(Float64Array.from([0]), [
      { key: 'a', label: 'A', level: f32(123.456), depth: f32(1e-7) },
    ])
    expect(csv.split('\r\n')[1]).toBe('0,0:00,123.456,1e-7')
    expect(Math.fround(123.456)).not.toBe(123.456)
  })

  it('tells apart two points of the same label by their keys', () => {
    const point = { label: 'Cell 7', level: f32(1), depth: f32(0.5) }
    const csv = pointCsv(Float64Array.from([0]), [
      { key: 'run-a', ...point },
      { key: 'run-b', ...point },
    ])
    expect(csv.split('\r\n')).toEqual([
      'run time (s),run time (h:mm),Cell 7 level (m),Cell 7 depth (m),Cell 7 (run-b) level (m),Cell 7 (run-b) depth (m)',
      '0,0:00,1,0.5,1,0.5',
      '',
    ])
  })

  it('is the header alone without points', () => {
    expect(pointCsv(Float64Array.from([0, 60]), [])).toBe(
      'run time (s),run time (h:mm)\r\n0,0:00\r\n60,0:01\r\n',
    )
  })
})

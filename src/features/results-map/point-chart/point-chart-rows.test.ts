import { describe, expect, it } from 'vitest'
import { DOWNSAMPLE_FROM, drawnSteps, lineKey, pointChartRows } from './point-chart-rows'

describe('pointChartRows', () => {
  it('keeps every step of a short run, NaN as a gap', () => {
    const times = Float64Array.from([0, 60, 180])
    const rows = pointChartRows(times, [
      Float32Array.from([0.5, Number.NaN, 1]),
      Float32Array.from([2, 2.5, 3]),
    ])
    expect(rows).toEqual([
      { x: 0, [lineKey(0)]: 0.5, [lineKey(1)]: 2 },
      { x: 60, [lineKey(0)]: null, [lineKey(1)]: 2.5 },
      { x: 180, [lineKey(0)]: 1, [lineKey(1)]: 3 },
    ])
  })

  it('downsamples a long run, keeping the peak, the ends and both sides of every gap', () => {
    const count = 20_000
    const times = Float64Array.from({ length: count }, (_, step) => step * 30 + (step % 3))
    const wave = Float32Array.from({ length: count }, (_, step) =>
      step === 12_345 ? 9 : Math.sin(step / 500),
    )
    wave.fill(Number.NaN, 5000, 5100)
    const steps = drawnSteps(times, [wave])
    expect(count).toBeGreaterThan(DOWNSAMPLE_FROM)
    expect(steps.length).toBeLessThan(1100)
    expect(steps).toEqual([...steps].sort((a, b) => a - b))
    expect(steps).toEqual(expect.arrayContaining([0, 4999, 5000, 5099, 5100, 12_345, count - 1]))
    const rows = pointChartRows(times, [wave])
    const gap = rows.findIndex((row) => row.x === times[5000])
    expect(rows.slice(gap - 1, gap + 3).map((row) => row[lineKey(0)] === null)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('draws every line at every drawn step, and the first and last step even without numbers', () => {
    const count = 3000
    const times = Float64Array.from({ length: count }, (_, step) => step * 60)
    const rows = pointChartRows(times, [
      Float32Array.from({ length: count }, (_, step) => step % 50),
      new Float32Array(count).fill(Number.NaN),
    ])
    expect(rows.every((row) => lineKey(0) in row && row[lineKey(1)] === null)).toBe(true)
    expect(rows[0]?.x).toBe(0)
    expect(rows.at(-1)?.x).toBe((count - 1) * 60)
    expect(drawnSteps(times, [new Float32Array(count).fill(Number.NaN)])).toEqual([0, count - 1])
  })
})

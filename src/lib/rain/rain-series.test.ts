import { describe, expect, it } from 'vitest'
import {
  constantRain,
  parseRainRows,
  peakMmPerHour,
  rainAgainstRun,
  totalDepthMm,
} from './rain-series'

const mmPerHour = { time: 'min', value: 'mm/h' } as const

describe('a pasted rain series', () => {
  it('reads times and intensities, tab, semicolon or space separated, decimal comma allowed', () => {
    const { series, problems } = parseRainRows('time\train\n0\t12\n5;24,5\n10 6', mmPerHour)
    expect(problems).toEqual([])
    expect(series).toEqual({ intervalSeconds: 300, mmPerHour: [12, 24.5, 6], firstSeconds: 0 })
    expect(totalDepthMm(series)).toBeCloseTo(3.54, 2)
    expect(peakMmPerHour(series)).toBe(24.5)
  })

  it('turns depth per interval (mm) into mm/h', () => {
    const { series } = parseRainRows('0,1.5\n300,3', { time: 's', value: 'mm' })
    expect(series.mmPerHour).toEqual([18, 36])
    expect(totalDepthMm(series)).toBeCloseTo(4.5, 6)
  })

  it.each([
    [
      '0 5\n5 5\n15 5',
      'Row 3: a step of 10 min, the rows above step 5 min: intervals must be equal.',
    ],
    ['0 5\n10 5\n5 5', 'Row 3: its time is not after the row above’s; times must go up.'],
    ['0 5\n5 -2', 'Row 2: rain cannot be negative (-2).'],
    ['0 5\n5 lots', 'Row 2: "lots" is not a number.'],
    ['0 5\n5 1200', 'Row 2: 1200 mm/h is more than the 1000 mm/h a rain file may hold.'],
    ['0 5', 'Row 1: one row only; give two or more, the interval is the step between their times.'],
  ])('refuses %j naming the row', (text, message) => {
    expect(parseRainRows(text, mmPerHour).problems.map((p) => p.message)).toEqual([message])
  })

  it('names the line of the file, counting the header and blank lines', () => {
    const text = 'minutes;mm/h\n0;5\n\n5;5\n10;-1'
    expect(parseRainRows(text, mmPerHour).problems.map((p) => p.row)).toEqual([5])
  })

  it('refuses more intervals than a rain file may hold', () => {
    const text = Array.from({ length: 10_001 }, (_, i) => `${i} 1`).join('\n')
    expect(parseRainRows(text, mmPerHour).problems.map((p) => p.message)).toEqual([
      'Row 10001: more than 10000 intervals.',
    ])
  })
})

describe('rain against the run', () => {
  it('makes constant rain in steps of at most 5 minutes', () => {
    const rain = constantRain(10, 3600, 0)
    expect(rain.intervalSeconds).toBe(300)
    expect(totalDepthMm(rain)).toBeCloseTo(10, 6)
  })

  it('says nothing of rain inside the run, and what runs past its end or starts after it', () => {
    const rain = { intervalSeconds: 300, mmPerHour: [1, 1, 1, 1], offsetSeconds: 600 }
    expect(rainAgainstRun(rain, 1800)).toBeNull()
    expect(rainAgainstRun(rain, 1500)).toBe(
      "The rain runs 5 min past the run's end; that part does not fall.",
    )
    expect(rainAgainstRun({ ...rain, offsetSeconds: 1800 }, 1800)).toBe(
      'The rain starts after the run ends: none of it falls.',
    )
  })
})

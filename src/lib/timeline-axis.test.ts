import { describe, expect, it } from 'vitest'
import { placeOnAxis, stepsOnAxis } from './timeline-axis'

describe('placeOnAxis', () => {
  it('places a span inside the run as fractions of it', () => {
    expect(placeOnAxis({ start: 900, end: 2700 }, 3600)).toEqual({
      drawn: true,
      from: 0.25,
      to: 0.75,
      note: null,
    })
  })

  it('cuts a span running past the run at its end and says so', () => {
    const place = placeOnAxis({ start: 1800, end: 7200 }, 3600)
    expect(place).toMatchObject({ drawn: true, from: 0.5, to: 1 })
    expect(place.note).toBe("Runs until 2 h, past the run's end at 1 h: drawn cut at the end.")
  })

  it('leaves out a span starting after the run, with the reason', () => {
    const place = placeOnAxis({ start: 5400, end: 6000 }, 3600)
    expect(place.drawn).toBe(false)
    expect(place.note).toBe("Starts at 1 h 30 min, after the run's end at 1 h: it does not act.")
  })

  it('draws a moment at the run end', () => {
    expect(placeOnAxis({ start: 3600, end: 3600 }, 3600)).toMatchObject({
      drawn: true,
      from: 1,
      to: 1,
      note: null,
    })
  })
})

describe('stepsOnAxis', () => {
  it('cuts the last step at the run end and drops steps after it', () => {
    const steps = [
      [0, 1800],
      [1800, 3600 + 1800],
      [5400, 7200],
    ] as const
    expect(stepsOnAxis(steps, 3600)).toEqual([
      { from: 0, to: 0.5 },
      { from: 0.5, to: 1 },
    ])
  })
})

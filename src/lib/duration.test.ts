import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatClock,
  formatDuration,
  durationTextProblem,
  parseSignedDurationText,
  parseDurationPart,
  parseDurationText,
  partsToSeconds,
  secondsToParts,
} from './duration'

describe('duration parsing', () => {
  it('adds hours, minutes and seconds', () => {
    expect(parseDurationText({ hours: '3', minutes: '20', seconds: '5' })).toBe(
      3 * 3600 + 20 * 60 + 5,
    )
  })

  it('counts an empty box as zero', () => {
    expect(parseDurationText({ hours: '', minutes: '1', seconds: ' ' })).toBe(60)
  })

  it.each(['-1', '1.5', 'abc', '1e3', '12345678'])('refuses %s', (text) => {
    expect(parseDurationPart(text)).toBeNull()
    expect(parseDurationText({ hours: text, minutes: '0', seconds: '0' })).toBeNull()
  })

  it('says a negative duration must be positive, other unreadable boxes need whole numbers', () => {
    expect(durationTextProblem({ hours: '-5', minutes: '', seconds: '' })).toBe(
      'The duration must be positive',
    )
    expect(durationTextProblem({ hours: '', minutes: ' −3', seconds: '' }, 'Not negative')).toBe(
      'Not negative',
    )
    expect(durationTextProblem({ hours: '1.5', minutes: '', seconds: '' })).toBe(
      'Use whole numbers for hours, minutes and seconds',
    )
    expect(durationTextProblem({ hours: '5', minutes: '', seconds: '' })).toBeNull()
  })

  it('reads a minus sign as a negative time where a rule must refuse it in its words', () => {
    expect(parseSignedDurationText({ hours: '-5', minutes: '30', seconds: '' })).toBe(-19_800)
    expect(parseSignedDurationText({ hours: '2', minutes: '', seconds: '' })).toBe(7200)
    expect(parseSignedDurationText({ hours: '-1.5', minutes: '', seconds: '' })).toBeNull()
  })

  it('splits any number of seconds into parts that add up again', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (total) => {
        const parts = secondsToParts(total)
        expect(parts.minutes).toBeLessThan(60)
        expect(parts.seconds).toBeLessThan(60)
        expect(partsToSeconds(parts)).toBe(total)
      }),
    )
  })
})

describe('duration formatting', () => {
  it('shows simulated time as h:mm:ss without wrapping at a day', () => {
    expect(formatClock(0)).toBe('0:00:00')
    expect(formatClock(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07')
    expect(formatClock(30 * 3600)).toBe('30:00:00')
  })

  it('names the units it shows', () => {
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe('3 h 20 min')
    expect(formatDuration(45)).toBe('45 s')
    expect(formatDuration(0)).toBe('0 s')
  })
})

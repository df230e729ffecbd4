import { describe, expect, it } from 'vitest'
import { checkPace, makingPace, pausedPace, statusPace, viewerPace, watchPace } from './pace'

const at = (status: 'created' | 'requested' | 'archiving' | 'archived' | 'archiving_failed') => ({
  simulation: 'u',
  status,
  created: '2026-11-21T12:00:00Z',
})
const since = (seconds: number) => Date.parse('2026-11-21T12:00:00Z') + seconds * 1000

describe('status pace', () => {
  it('asks every second after a change and backs off to 10 s past 20, 60 and 120 s', () => {
    const paces = [0, 20_000, 20_001, 60_000, 60_001, 120_000, 120_001, 3_600_000].map(statusPace)
    expect(paces).toEqual([1000, 1000, 2000, 2000, 5000, 5000, 10_000, 10_000])
  })

  it('asks a paused run, or one of unreadable age, at the slowest pace', () => {
    expect(pausedPace()).toBe(10_000)
    expect(statusPace(Number.NaN)).toBe(10_000)
  })
})

describe('check pace', () => {
  it('polls quickly at first and backs off to 10 s', () => {
    const paces = [0, 4_999, 5_000, 29_999, 30_000, 119_999, 120_000, 3_600_000].map(checkPace)
    expect(paces).toEqual([500, 500, 1000, 1000, 3000, 3000, 10_000, 10_000])
  })
})

describe('making pace', () => {
  it('asks for a file being made at the check pace since it was first seen, and not for one made', () => {
    expect(makingPace(since(0), since(1))).toBe(500)
    expect(makingPace(since(0), since(200))).toBe(10_000)
    expect(makingPace(null, since(1))).toBe(false)
  })
})

describe('viewer pace', () => {
  it('backs off with the time a status has lasted, from 1 s to 30 s', () => {
    expect(viewerPace(at('requested'), since(0))).toBe(1000)
    expect(viewerPace(at('archiving'), since(10))).toBe(5000)
    expect(viewerPace(at('created'), since(3600))).toBe(30_000)
  })

  it('stops once settled, and before anything exists', () => {
    expect(viewerPace(at('archived'), since(1))).toBe(false)
    expect(viewerPace(at('archiving_failed'), since(1))).toBe(false)
    expect(viewerPace(null, since(1))).toBe(false)
  })
})

describe('watch pace', () => {
  it('reads a running copy or set every second, and not at all once it stops', () => {
    expect(watchPace(true)).toBe(1000)
    expect(watchPace(false)).toBe(false)
  })
})

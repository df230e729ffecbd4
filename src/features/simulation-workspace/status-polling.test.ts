import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { statusNames } from '@/api/simulations/schema'
import { statusPollInterval } from './status-polling'

const now = Date.parse('2026-11-01T12:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('statusPollInterval', () => {
  it('stops in terminal states and for a created run nobody started', () => {
    for (const name of ['finished', 'crashed', 'created'] as const) {
      expect(statusPollInterval({ name, paused: null, created: ago(1) }, now)).toBe(false)
    }
  })

  it('polls every second right after a change, backing off to 10 s', () => {
    const running = (seconds: number) => ({
      name: 'initialized' as const,
      paused: false,
      created: ago(seconds),
    })
    expect(statusPollInterval(running(0), now)).toBe(1000)
    expect(statusPollInterval(running(30), now)).toBe(2000)
    expect(statusPollInterval(running(90), now)).toBe(5000)
    expect(statusPollInterval(running(600), now)).toBe(10_000)
  })

  it('polls a paused run slowly', () => {
    expect(statusPollInterval({ name: 'initialized', paused: true, created: ago(0) }, now)).toBe(
      10_000,
    )
  })

  it('treats a status stamped in the future (clock skew) as fresh', () => {
    expect(statusPollInterval({ name: 'starting', paused: null, created: ago(-30) }, now)).toBe(
      1000,
    )
  })

  it('never polls faster than 1 s nor slower than 10 s, and backs off monotonically', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...statusNames),
        fc.nat({ max: 100_000 }),
        fc.nat({ max: 100_000 }),
        (name, younger, extra) => {
          const first = statusPollInterval({ name, paused: false, created: ago(younger) }, now)
          const later = statusPollInterval(
            { name, paused: false, created: ago(younger + extra) },
            now,
          )
          if (first === false) {
            expect(later).toBe(false)
            return
          }
          expect(first).toBeGreaterThanOrEqual(1000)
          expect(later).toBeLessThanOrEqual(10_000)
          expect(later).toBeGreaterThanOrEqual(first)
        },
      ),
    )
  })
})

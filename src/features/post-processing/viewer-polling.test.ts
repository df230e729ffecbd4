import { describe, expect, it } from 'vitest'
import { viewerPollInterval } from './viewer-polling'

const at = (status: 'created' | 'requested' | 'archiving' | 'archived' | 'archiving_failed') => ({
  simulation: 'u',
  status,
  created: '2026-11-21T12:00:00Z',
})
const since = (seconds: number) => Date.parse('2026-11-21T12:00:00Z') + seconds * 1000

describe('viewer status polling', () => {
  it('backs off with the time a status has lasted, from 1 s to 30 s', () => {
    expect(viewerPollInterval(at('requested'), since(0))).toBe(1000)
    expect(viewerPollInterval(at('archiving'), since(10))).toBe(5000)
    expect(viewerPollInterval(at('created'), since(3600))).toBe(30_000)
  })

  it('stops once settled, and before anything exists', () => {
    expect(viewerPollInterval(at('archived'), since(1))).toBe(false)
    expect(viewerPollInterval(at('archiving_failed'), since(1))).toBe(false)
    expect(viewerPollInterval(null, since(1))).toBe(false)
  })
})

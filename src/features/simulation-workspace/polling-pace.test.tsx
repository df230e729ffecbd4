import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { PollingPace, useStatusPollInterval } from './polling-pace'

const fresh = { name: 'initialized' as const, paused: false, created: new Date().toISOString() }
const paused = { name: 'initialized' as const, paused: true, created: fresh.created }

function intervalsAt(pace: number | undefined) {
  const wrapper =
    pace === undefined
      ? undefined
      : ({ children }: { children: ReactNode }) => (
          <PollingPace value={pace}>{children}</PollingPace>
        )
  const { result } = renderHook(() => useStatusPollInterval(), { wrapper })
  return result.current
}

describe('useStatusPollInterval', () => {
  it('polls at the documented pace in the app', () => {
    const interval = intervalsAt(undefined)
    expect(interval(fresh)).toBe(1000)
    expect(interval(paused)).toBe(10_000)
  })

  it('scales every interval by the pace a test sets, and still stops where polling stops', () => {
    const interval = intervalsAt(0.01)
    expect(interval(fresh)).toBe(10)
    expect(interval(paused)).toBe(100)
    expect(interval({ ...fresh, name: 'finished' })).toBe(false)
    expect(interval(undefined)).toBe(10)
  })
})

import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { URL_TIME_DELAY_MS, useShownTime } from './use-shown-time'

describe('useShownTime', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('moves at once and writes the URL once, after the last move', () => {
    const writeUrl = vi.fn()
    const hook = renderHook(({ url }) => useShownTime(url, writeUrl), { initialProps: { url: 0 } })
    act(() => hook.result.current[1](1))
    act(() => hook.result.current[1](2))
    expect(hook.result.current[0]).toBe(2)
    expect(writeUrl).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS))
    expect(writeUrl).toHaveBeenCalledTimes(1)
    expect(writeUrl).toHaveBeenCalledWith(2)
  })

  it('shows a time the URL gets from elsewhere, and writes nothing back', () => {
    const writeUrl = vi.fn()
    const hook = renderHook(({ url }) => useShownTime(url, writeUrl), { initialProps: { url: 0 } })
    hook.rerender({ url: 5 })
    expect(hook.result.current[0]).toBe(5)
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS * 2))
    expect(writeUrl).not.toHaveBeenCalled()
  })
})

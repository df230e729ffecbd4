import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FRAME_WAIT_LIMIT_MS } from '@/workflows/browser/after-next-frame'
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

  it('shows a step asked for after the next frame once, for the last of the moves that waited', () => {
    const writeUrl = vi.fn()
    const hook = renderHook(({ url }) => useShownTime(url, writeUrl), { initialProps: { url: 0 } })
    act(() => hook.result.current[1](1, 'after-frame'))
    act(() => hook.result.current[1](2, 'after-frame'))
    expect(hook.result.current[0]).toBe(0)
    act(() => vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS))
    expect(hook.result.current[0]).toBe(2)
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS))
    expect(writeUrl.mock.calls).toEqual([[2]])
  })

  it('shows a step asked for now at once, and drops a move still waiting for a frame', () => {
    const hook = renderHook(({ url }) => useShownTime(url, vi.fn()), { initialProps: { url: 0 } })
    act(() => hook.result.current[1](3, 'after-frame'))
    act(() => hook.result.current[1](1))
    expect(hook.result.current[0]).toBe(1)
    act(() => vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS * 2))
    expect(hook.result.current[0]).toBe(1)
  })

  it('writes no time that a move waiting for its frame has already left', () => {
    const writeUrl = vi.fn()
    const hook = renderHook(({ url }) => useShownTime(url, writeUrl), { initialProps: { url: 0 } })
    act(() => hook.result.current[1](1))
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS - 1))
    act(() => hook.result.current[1](2, 'after-frame'))
    act(() => vi.advanceTimersByTime(1))
    expect(writeUrl).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS))
    expect(hook.result.current[0]).toBe(2)
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS))
    expect(writeUrl.mock.calls).toEqual([[2]])
  })

  it('writes no time left behind while the move after it is shown but not yet rendered', () => {
    const writeUrl = vi.fn()
    const hook = renderHook(({ url }) => useShownTime(url, writeUrl), { initialProps: { url: 5 } })
    act(() => hook.result.current[1](0))
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS - FRAME_WAIT_LIMIT_MS))
    // One act: the move's frame passes, then the time's write is due, before the page renders.
    act(() => {
      hook.result.current[1](1, 'after-frame')
      vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS)
    })
    expect(writeUrl).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(URL_TIME_DELAY_MS))
    expect(writeUrl.mock.calls).toEqual([[1]])
  })
})

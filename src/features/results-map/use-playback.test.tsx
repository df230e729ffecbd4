import { act, renderHook } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePlayback } from './use-playback'

type Options = { count: number; speed: number; start?: number; ready?: (index: number) => boolean }

/** The hook inside the state a page would keep: index and playing. */
function renderPlayback({ count, speed, start = 0, ready }: Options) {
  const shown: number[] = []
  const hook = renderHook(
    ({ ready: isReady }: { ready?: (index: number) => boolean }) => {
      const [index, setIndex] = useState(start)
      const [playing, setPlaying] = useState(true)
      usePlayback({
        count,
        index,
        onIndex: (next) => {
          shown.push(next)
          setIndex(next)
        },
        playing,
        onPlaying: setPlaying,
        speed,
        ready: isReady,
      })
      return { index, playing, setPlaying }
    },
    { initialProps: { ready } },
  )
  return { ...hook, shown }
}

/** Time passes in 5 ms slices, each its own act, so React renders and re-arms between steps. */
function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 5) act(() => vi.advanceTimersByTime(5))
}

describe('usePlayback', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('shows two steps a second at 1× and stops at the last step', () => {
    const { result, shown } = renderPlayback({ count: 4, speed: 1 })
    advance(495)
    expect(result.current.index).toBe(0)
    advance(5)
    expect(result.current.index).toBe(1)
    advance(1000)
    expect(result.current).toMatchObject({ index: 3, playing: false })
    advance(5000)
    expect(shown).toEqual([1, 2, 3])
  })

  it('goes four times as fast at 4×', () => {
    const { result } = renderPlayback({ count: 20, speed: 4 })
    advance(1000)
    expect(result.current.index).toBe(8)
  })

  it('waits on a step that is still loading, then shows it: no step is skipped', () => {
    const loaded = new Set([0, 1])
    const { result, shown, rerender } = renderPlayback({
      count: 5,
      speed: 2,
      ready: (index) => loaded.has(index),
    })
    advance(250)
    expect(result.current.index).toBe(1)
    advance(2000)
    expect(result.current).toMatchObject({ index: 1, playing: true })
    loaded.add(2)
    // A new `ready` from the parent does not restart the wait.
    rerender({ ready: (index) => loaded.has(index) })
    advance(50)
    expect(result.current.index).toBe(2)
    loaded.add(3).add(4)
    advance(500)
    expect(shown).toEqual([1, 2, 3, 4])
    expect(result.current.playing).toBe(false)
  })

  it('stops at once when started on the last step, and leaves no timer when paused', () => {
    const last = renderPlayback({ count: 3, speed: 1, start: 2 })
    expect(last.result.current.playing).toBe(false)
    const paused = renderPlayback({ count: 3, speed: 1 })
    act(() => paused.result.current.setPlaying(false))
    expect(vi.getTimerCount()).toBe(0)
    advance(5000)
    expect(paused.shown).toEqual([])
  })

  it('clears its timer on unmount', () => {
    const { unmount } = renderPlayback({ count: 3, speed: 1 })
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterNextFrame, FRAME_WAIT_LIMIT_MS } from './after-next-frame'

describe('afterNextFrame', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** Animation frames the test draws itself: `draw()` runs the callbacks asked for so far. */
  function stubFrames() {
    let callbacks = new Map<number, FrameRequestCallback>()
    let next = 1
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callbacks.set(next, callback)
      return next++
    })
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id))
    return {
      draw: () => {
        const due = callbacks
        callbacks = new Map()
        due.forEach((callback) => callback(0))
      },
    }
  }

  it('runs after the frame, not in it, and once', () => {
    const frames = stubFrames()
    const order: string[] = []
    afterNextFrame(() => order.push('after'))
    requestAnimationFrame(() => order.push('map frame'))
    vi.advanceTimersByTime(0)
    expect(order).toEqual([])
    frames.draw()
    expect(order).toEqual(['map frame'])
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS * 2)
    expect(order).toEqual(['map frame', 'after'])
  })

  it('runs without a frame after the limit (a hidden page draws none)', () => {
    stubFrames()
    const callback = vi.fn()
    afterNextFrame(callback)
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('runs nothing once cancelled', () => {
    const frames = stubFrames()
    const callback = vi.fn()
    afterNextFrame(callback)()
    frames.draw()
    vi.advanceTimersByTime(FRAME_WAIT_LIMIT_MS * 2)
    expect(callback).not.toHaveBeenCalled()
  })
})

import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOneAtATime } from './use-one-at-a-time'

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('useOneAtATime', () => {
  it('starts one task, refuses a second in the same tick, and is free again once it ends', async () => {
    const { result } = renderHook(() => useOneAtATime())
    const first = deferred()
    let started = 0
    const task = () => {
      started += 1
      return first.promise
    }
    act(() => {
      expect(result.current.run(task)).not.toBeNull()
      expect(result.current.run(task)).toBeNull()
    })
    expect(started).toBe(1)
    expect(result.current.busy).toBe(true)
    await act(async () => {
      first.resolve()
      await first.promise
    })
    expect(result.current.busy).toBe(false)
    act(() => {
      expect(result.current.run(() => Promise.resolve())).not.toBeNull()
    })
    expect(started).toBe(1)
  })

  it('is freed by a task that fails, even before its first await', async () => {
    const { result } = renderHook(() => useOneAtATime())
    let failed: Promise<unknown> | null = null
    act(() => {
      failed = result.current.run(() => {
        throw new Error('at once')
      })
    })
    await act(async () => {
      await expect(failed).rejects.toThrow('at once')
    })
    expect(result.current.busy).toBe(false)
    act(() => {
      expect(result.current.run(() => Promise.resolve())).not.toBeNull()
    })
  })
})

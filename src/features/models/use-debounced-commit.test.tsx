import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedCommit } from './use-debounced-commit'

describe('useDebouncedCommit', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(initial = '') {
    const commit = vi.fn()
    const hook = renderHook(({ committed }) => useDebouncedCommit(committed, commit, 300), {
      initialProps: { committed: initial },
    })
    return { commit, hook }
  }

  it('commits once, after typing pauses', () => {
    const { commit, hook } = setup()
    act(() => hook.result.current[1]('zu'))
    act(() => vi.advanceTimersByTime(200))
    act(() => hook.result.current[1]('zuid'))
    act(() => vi.advanceTimersByTime(200))
    expect(commit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(100))
    expect(commit).toHaveBeenCalledTimes(1)
    expect(commit).toHaveBeenCalledWith('zuid')
  })

  it('keeps a keystroke typed while its own commit comes back', () => {
    const { commit, hook } = setup()
    act(() => hook.result.current[1]('zuid'))
    act(() => vi.advanceTimersByTime(300))
    act(() => hook.result.current[1]('zuidp'))
    hook.rerender({ committed: 'zuid' })
    expect(hook.result.current[0]).toBe('zuidp')
    act(() => vi.advanceTimersByTime(300))
    expect(commit).toHaveBeenLastCalledWith('zuidp')
  })

  it('takes a value that changed elsewhere, e.g. by going back', () => {
    const { commit, hook } = setup('rijn')
    hook.rerender({ committed: '' })
    expect(hook.result.current[0]).toBe('')
    act(() => vi.advanceTimersByTime(1000))
    expect(commit).not.toHaveBeenCalled()
  })
})

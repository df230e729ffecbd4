import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedDraft } from './use-debounced-draft'

describe('useDebouncedDraft', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(initial = '') {
    const commit = vi.fn()
    const hook = renderHook(({ value }) => useDebouncedDraft(value, commit, 300), {
      initialProps: { value: initial },
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
    hook.rerender({ value: 'zuid' })
    expect(hook.result.current[0]).toBe('zuidp')
    act(() => vi.advanceTimersByTime(300))
    expect(commit).toHaveBeenLastCalledWith('zuidp')
  })

  it('takes a value that changed elsewhere, e.g. by going back', () => {
    const { commit, hook } = setup('rijn')
    hook.rerender({ value: '' })
    expect(hook.result.current[0]).toBe('')
    act(() => vi.advanceTimersByTime(1000))
    expect(commit).not.toHaveBeenCalled()
  })

  it('does not restart the pause when the parent re-renders with a new commit function', () => {
    const commits: string[] = []
    const hook = renderHook(
      ({ tick }) => useDebouncedDraft('', (value) => commits.push(`${tick}:${value}`), 300),
      { initialProps: { tick: 0 } },
    )
    act(() => hook.result.current[1]('zuid'))
    act(() => vi.advanceTimersByTime(200))
    hook.rerender({ tick: 1 })
    act(() => vi.advanceTimersByTime(100))
    expect(commits).toEqual(['1:zuid'])
  })

  it('commits a draft the value normalises away once, not on every later render', () => {
    const commits: string[] = []
    const hook = renderHook(
      ({ tick }) => useDebouncedDraft('', (value) => commits.push(`${tick}:${value}`), 300),
      { initialProps: { tick: 0 } },
    )
    act(() => hook.result.current[1]('   '))
    act(() => vi.advanceTimersByTime(300))
    for (const tick of [1, 2, 3]) {
      hook.rerender({ tick })
      act(() => vi.advanceTimersByTime(300))
    }
    expect(commits).toEqual(['0:   '])
    expect(hook.result.current[0]).toBe('   ')
  })
})

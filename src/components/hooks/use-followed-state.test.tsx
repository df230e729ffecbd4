import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFollowedState } from './use-followed-state'

describe('useFollowedState', () => {
  it('moves at once when set, and follows the outer value whenever it changes', () => {
    const hook = renderHook(({ outer }) => useFollowedState(outer), { initialProps: { outer: 1 } })
    act(() => hook.result.current[1](4))
    expect(hook.result.current[0]).toBe(4)
    hook.rerender({ outer: 1 })
    expect(hook.result.current[0]).toBe(4)
    hook.rerender({ outer: 2 })
    expect(hook.result.current[0]).toBe(2)
  })
})

import { useState } from 'react'

/** React's "adjusting state when a prop changes": moved here at once, reset when `outer` moves. */
export function useFollowedState<T>(outer: T): readonly [T, (next: T) => void] {
  const [state, setState] = useState({ value: outer, from: outer })
  let current = state
  if (!Object.is(state.from, outer)) {
    current = { value: outer, from: outer }
    setState(current)
  }
  const set = (value: T) => setState((last) => ({ ...last, value }))
  return [current.value, set] as const
}

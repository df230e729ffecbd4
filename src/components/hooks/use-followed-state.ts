import { useState } from 'react'

/**
 * A value the component moves itself, at once, that follows `outer` whenever `outer` changes
 * (React's "adjusting state when a prop changes"): the results map's shown time follows the URL,
 * the time control's asked step follows the shown one.
 */
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

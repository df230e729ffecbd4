import { useEffect, useEffectEvent, useState } from 'react'

/** How long typing must pause before a text filter or search is applied. */
export const TYPING_PAUSE_MS = 300

/**
 * A text box bound to a value that lives elsewhere (the URL): typing edits a draft that is
 * committed after a pause; an outside change (back/forward, a removed chip) replaces the draft,
 * but the echo of our own commit does not, so typing on during a commit loses nothing.
 */
export function useDebouncedDraft(
  value: string,
  commit: (value: string) => void,
  delayMs = TYPING_PAUSE_MS,
): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(value)
  const [seenValue, setSeenValue] = useState(value)
  const [ownCommit, setOwnCommit] = useState<string | null>(null)

  if (value !== seenValue) {
    setSeenValue(value)
    if (value === ownCommit) setOwnCommit(null)
    else setDraft(value)
  }

  // A parent re-rendering with a new `commit` must not restart the pause.
  const commitDraft = useEffectEvent((next: string) => {
    setOwnCommit(next)
    commit(next)
  })

  useEffect(() => {
    // A draft the URL normalises away (e.g. only spaces) is committed once, not on every pause.
    if (draft === value || draft === ownCommit) return
    const timer = setTimeout(() => commitDraft(draft), delayMs)
    return () => clearTimeout(timer)
  }, [draft, value, ownCommit, delayMs])

  return [draft, setDraft]
}

import { useEffect, useState } from 'react'

/**
 * A text field's draft that is committed (e.g. to the URL) once typing pauses. A change of
 * `committed` from elsewhere (back button, a link) replaces the draft; the echo of our own commit
 * does not, so a keystroke typed while the URL updates is never lost.
 */
export function useDebouncedCommit(
  committed: string,
  commit: (value: string) => void,
  delayMs = 300,
): [string, (value: string) => void] {
  const [draft, setDraft] = useState(committed)
  const [known, setKnown] = useState(committed)
  const [echo, setEcho] = useState<string | null>(null)

  if (committed !== known) {
    setKnown(committed)
    setEcho(null)
    if (committed !== echo) setDraft(committed)
  }

  useEffect(() => {
    if (draft === committed) return
    const timer = setTimeout(() => {
      setEcho(draft)
      commit(draft)
    }, delayMs)
    return () => clearTimeout(timer)
  }, [draft, committed, commit, delayMs])

  return [draft, setDraft]
}

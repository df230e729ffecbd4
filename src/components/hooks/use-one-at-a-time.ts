import { useCallback, useRef, useState } from 'react'

/** Decided synchronously: two clicks before React renders the busy button start one task. */
export function useOneAtATime() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(<T>(task: () => Promise<T>): Promise<T> | null => {
    if (running.current) return null
    running.current = true
    setBusy(true)
    const done = () => {
      running.current = false
      setBusy(false)
    }
    let promise: Promise<T>
    try {
      promise = task()
    } catch (error) {
      promise = Promise.reject(error as Error)
    }
    // The guard is freed however the task ends; its failure stays the caller's to handle.
    promise.then(done, done)
    return promise
  }, [])
  return { run, busy }
}

import { useCallback, useRef, useState } from 'react'

/**
 * One task at a time, decided synchronously: two clicks in the same task (before React renders
 * the busy button) start one request, not two, so a double click never creates a simulation or
 * sends a run action twice. `busy` is the same fact for the screen.
 */
export function useOneAtATime() {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  /**
   * Starts `task` at once (an event handler's preventDefault still runs in the event) unless one
   * is running. Returns the task's promise, or null when it did not start.
   */
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

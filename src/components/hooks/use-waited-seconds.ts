import { useEffect, useState } from 'react'

/**
 * After this many seconds a pending state says how long it has waited, so a slow server is not
 * mistaken for a stuck page (docs/records/0001-client-side-retries.md).
 */
export const WAIT_SHOWN_AFTER_SECONDS = 3

/**
 * Whole seconds since the component mounted or `restartKey` changed, counted each second. Pending
 * states mount it only while they wait, so each wait starts at 0.
 */
export function useWaitedSeconds(restartKey: unknown = null): number {
  const [waited, setWaited] = useState({ key: restartKey, seconds: 0 })
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => {
      setWaited({ key: restartKey, seconds: Math.floor((Date.now() - started) / 1000) })
    }, 1000)
    return () => clearInterval(timer)
  }, [restartKey])
  // A new key shows 0 at once, not the last count of the previous wait.
  return waited.key === restartKey ? waited.seconds : 0
}

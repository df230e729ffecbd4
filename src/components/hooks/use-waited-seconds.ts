import { useEffect, useState } from 'react'

/** A slow server must not look like a stuck page (docs/records/0001-client-side-retries.md). */
export const WAIT_SHOWN_AFTER_SECONDS = 3

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

export const WORLD_LOCK = 'polder.mock-world'

/** Longer than any demo request takes; a tab stuck beyond it costs the others a 503, not a hang. */
export const WORLD_LOCK_WAIT_MS = 10_000

/** A check and the save it allows are one step across tabs (docs/records/0026-mock-store.md). */
export async function acrossTabs<T>(
  work: () => Promise<T>,
  waitMs = WORLD_LOCK_WAIT_MS,
): Promise<T | 'busy'> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return work()
  let granted = false
  try {
    return await locks.request(WORLD_LOCK, { signal: AbortSignal.timeout(waitMs) }, () => {
      granted = true
      return work()
    })
  } catch (error) {
    if (!granted) return 'busy'
    throw error
  }
}

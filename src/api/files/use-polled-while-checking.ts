import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { checkPace } from '@/api/polling/pace'

/**
 * A record or collection that the server checks after it is sent (an uploaded file, a structure
 * control): polled at the one back-off pace while `isChecking` holds; when the check ends,
 * `onCheckEnded` (keep it stable: useCallback) runs (the events overview, which the run controls read, is stale then).
 */
export function usePolledWhileChecking<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
  isChecking: (data: Data | undefined) => boolean,
  onCheckEnded: () => unknown,
) {
  const checkingSince = useRef<number | null>(null)
  const result = useQuery({
    ...options,
    refetchInterval: (query) => {
      if (query.state.status === 'error' || !isChecking(query.state.data)) {
        checkingSince.current = null
        return false
      }
      checkingSince.current ??= Date.now()
      return checkPace(Date.now() - checkingSince.current)
    },
  })
  const checking = isChecking(result.data)
  const wasChecking = useRef(checking)
  useEffect(() => {
    if (wasChecking.current && !checking) onCheckEnded()
    wasChecking.current = checking
  }, [checking, onCheckEnded])
  return result
}

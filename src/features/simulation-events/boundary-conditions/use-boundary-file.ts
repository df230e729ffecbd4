import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import {
  boundaryFileListQuery,
  refreshBoundaryFile,
} from '@/api/simulations/boundary-conditions-queries'
import { rainPollInterval } from '../rain/rain-format'
import type { FileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'

const isChecking = (files: readonly FileBoundaryCondition[] | undefined) =>
  files?.some((file) => file.file.state === 'uploaded' && file.state === 'processing') ?? false

/**
 * The simulation's boundary-conditions file (at most one), polled with back-off while the server
 * checks it; when the check ends, the events overview is refreshed too.
 */
export function useBoundaryFile(simulationId: number) {
  const queryClient = useQueryClient()
  const checkingSince = useRef<number | null>(null)
  const files = useQuery({
    ...boundaryFileListQuery(simulationId),
    refetchInterval: (query) => {
      if (query.state.status === 'error' || !isChecking(query.state.data)) {
        checkingSince.current = null
        return false
      }
      checkingSince.current ??= Date.now()
      return rainPollInterval(Date.now() - checkingSince.current)
    },
  })
  const checking = isChecking(files.data)
  const wasChecking = useRef(checking)
  useEffect(() => {
    if (wasChecking.current && !checking) void refreshBoundaryFile(queryClient, simulationId)
    wasChecking.current = checking
  }, [checking, queryClient, simulationId])
  return files
}

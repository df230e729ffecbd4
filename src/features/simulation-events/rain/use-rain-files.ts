import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { rainNetcdfListQuery, refreshRain } from '@/api/simulations/rain-queries'
import type { RainNetcdf } from '@/api/simulations/rain-schema'
import { rainPollInterval } from './rain-format'

const isChecking = (files: readonly RainNetcdf[] | undefined) =>
  files?.some((file) => file.file.state === 'uploaded') ?? false

/**
 * The simulation's rain files, polled with back-off while the server checks one; when a check
 * ends, the events overview is refreshed too (the run controls read it).
 */
export function useRainFiles(simulationId: number) {
  const queryClient = useQueryClient()
  const checkingSince = useRef<number | null>(null)
  const files = useQuery({
    ...rainNetcdfListQuery(simulationId),
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
    if (wasChecking.current && !checking) void refreshRain(queryClient, simulationId)
    wasChecking.current = checking
  }, [checking, queryClient, simulationId])
  return files
}

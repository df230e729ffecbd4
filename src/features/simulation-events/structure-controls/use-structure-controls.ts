import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { simulationKeys } from '@/api/simulations/queries'
import {
  structureControlsQuery,
  type StructureControlKind,
} from '@/api/simulations/structure-control-queries'
import { rainPollInterval } from '../rain/rain-format'

const isProcessing = (records: readonly { state: string }[] | undefined) =>
  records?.some((record) => record.state === 'processing') ?? false

/**
 * The simulation's structure controls of one kind, polled with back-off while any is
 * `processing` (api.md "States and transitions"); when the checks end, the events overview
 * (the section's indicator) is refreshed too.
 */
export function useStructureControls<Kind extends StructureControlKind>(
  simulationId: number,
  kind: Kind,
) {
  const queryClient = useQueryClient()
  const processingSince = useRef<number | null>(null)
  const controls = useQuery({
    ...structureControlsQuery(simulationId, kind),
    refetchInterval: (query) => {
      if (query.state.status === 'error' || !isProcessing(query.state.data)) {
        processingSince.current = null
        return false
      }
      processingSince.current ??= Date.now()
      return rainPollInterval(Date.now() - processingSince.current)
    },
  })
  const processing = isProcessing(controls.data)
  const wasProcessing = useRef(processing)
  useEffect(() => {
    if (wasProcessing.current && !processing) {
      void queryClient.invalidateQueries({ queryKey: simulationKeys.events(simulationId) })
    }
    wasProcessing.current = processing
  }, [processing, queryClient, simulationId])
  return controls
}

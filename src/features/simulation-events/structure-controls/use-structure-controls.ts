import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { usePolledWhileChecking } from '@/api/files/use-polled-while-checking'
import { simulationKeys } from '@/api/simulations/queries'
import {
  structureControlsQuery,
  type StructureControlKind,
} from '@/api/simulations/structure-control-queries'

const isProcessing = (records: { rows: readonly { state: string }[] } | undefined) =>
  records?.rows.some((record) => record.state === 'processing') ?? false

/** When the checks end, the events overview (the section's indicator) is refreshed too. */
export function useStructureControls<Kind extends StructureControlKind>(
  simulationId: number,
  kind: Kind,
) {
  const queryClient = useQueryClient()
  const onCheckEnded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: simulationKeys.events(simulationId) }),
    [queryClient, simulationId],
  )
  return usePolledWhileChecking(
    structureControlsQuery(simulationId, kind),
    isProcessing,
    onCheckEnded,
  )
}

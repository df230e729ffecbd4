import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { modelKeys } from '@/api/models/queries'
import { simulationKeys, simulationStatusQuery } from '@/api/simulations/queries'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import { useStatusPollInterval } from './polling-pace'

function changeKey(status: CurrentStatus | undefined): string | null {
  return status ? `${status.id}:${status.name}:${String(status.paused)}` : null
}

/**
 * The current status, polled while it can still change (docs/records/0005-status-polling.md).
 * A new status also refreshes what depends on it: the history, the lists, the configuration
 * (its saved-state events say when they became model states) and, once finished, the model's
 * saved states.
 */
export function useLiveStatus(id: number) {
  const queryClient = useQueryClient()
  const pollInterval = useStatusPollInterval()
  const status = useQuery({
    ...simulationStatusQuery(id),
    refetchInterval: (query) =>
      query.state.status === 'error' ? false : pollInterval(query.state.data),
  })

  const key = changeKey(status.data)
  const finished = status.data?.name === 'finished'
  const previousKey = useRef(key)
  useEffect(() => {
    if (key === null || key === previousKey.current) return
    const first = previousKey.current === null
    previousKey.current = key
    if (first) return
    void queryClient.invalidateQueries({ queryKey: simulationKeys.history(id) })
    void queryClient.invalidateQueries({ queryKey: simulationKeys.progress(id) })
    void queryClient.invalidateQueries({ queryKey: simulationKeys.statusLists() })
    void queryClient.invalidateQueries({ queryKey: simulationKeys.events(id) })
    const simulation = queryClient.getQueryData<Simulation>(simulationKeys.detail(id))
    if (simulation && finished) {
      const model = simulation.hydromodel_id
      void queryClient.invalidateQueries({ queryKey: modelKeys.artefact(model, 'saved-states') })
    }
  }, [key, finished, id, queryClient])

  return status
}

import { useQuery } from '@tanstack/react-query'
import { potentialBreachesQuery } from '@/api/models/queries'
import { potentialBreachName } from '@/api/models/potential-breach-name'
import { simulationEventsQuery } from '@/api/simulations/queries'
import { sectionIndicator } from '@/api/simulations/section-indicator'
import { timelineEvents, type TimelineEvent } from '@/api/simulations/run-timeline'
import { rainNetcdf } from '@/api/simulations/rain-schema'
import { fileBoundaryCondition } from '@/api/simulations/boundary-conditions-schema'
import { keptBoundarySpan } from '@/workflows/uploads/kept-boundary-span'
import { keptFileBytes } from '@/workflows/uploads/kept-file-bytes'
import { rainIntensities } from '@/engine/rain-file/rain-intensities'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'

/** The run's events as timeline rows; breaches are named once the model's potential breaches are read. */
export function useRunEvents() {
  const { simulation } = useWorkspaceSimulation()
  const events = useQuery(simulationEventsQuery(simulation.id))
  const hasBreaches =
    events.data !== undefined && sectionIndicator(['breach'], events.data).configured > 0
  // Asked only when needed; a failure leaves breaches named by their id, not the timeline unshown.
  const potentials = useQuery({
    ...potentialBreachesQuery(simulation.hydromodel_id),
    enabled: hasBreaches,
  })
  const rainEntry = events.data?.filerasterrain
  const rain = rainNetcdf.safeParse(Array.isArray(rainEntry) ? rainEntry[0] : rainEntry)
  const filename = rain.success ? rain.data.file.filename : null
  // The API holds no rain values: read them from this browser's copy of the upload, if any.
  const kept = useQuery({
    queryKey: ['kept-rain-intensities', simulation.id, filename],
    queryFn: async () => {
      const bytes = await keptFileBytes(simulation.id, filename ?? '')
      return bytes === null ? null : rainIntensities(bytes)
    },
    enabled: filename !== null,
    staleTime: Infinity,
  })
  const boundaryEntry = events.data?.fileboundaryconditions
  const boundary = fileBoundaryCondition.safeParse(
    Array.isArray(boundaryEntry) ? boundaryEntry[0] : boundaryEntry,
  )
  const boundaryFilename = boundary.success ? boundary.data.file.filename : null
  const boundarySpan = useQuery({
    queryKey: ['kept-boundary-span', simulation.id, boundaryFilename],
    queryFn: () => keptBoundarySpan(simulation.id, boundaryFilename ?? ''),
    enabled: boundaryFilename !== null,
    staleTime: Infinity,
  })
  const naming =
    (hasBreaches && potentials.isPending) ||
    (filename !== null && kept.isPending) ||
    (boundaryFilename !== null && boundarySpan.isPending)
  const nameOf = (id: number) => {
    const found = potentials.data?.rows.find((record) => record.id === id)
    return found ? potentialBreachName(found) : null
  }
  const rows: TimelineEvent[] | undefined =
    events.data === undefined || naming
      ? undefined
      : timelineEvents(
          events.data,
          nameOf,
          () => kept.data ?? null,
          () => boundarySpan.data ?? null,
        )
  return {
    simulation,
    query: {
      data: rows,
      error: events.error,
      isPending: events.isPending || naming,
      refetch: events.refetch,
    },
    queryKey: simulationEventsQuery(simulation.id).queryKey,
  }
}

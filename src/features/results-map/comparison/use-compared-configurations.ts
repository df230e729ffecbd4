import { useQuery } from '@tanstack/react-query'
import { potentialBreachName } from '@/api/models/potential-breach-name'
import { potentialBreachesQuery } from '@/api/models/queries'
import {
  compareConfigurations,
  type ComparedField,
  type RunConfiguration,
} from '@/api/simulations/configurations-compared'
import {
  postProcessingResourcesQuery,
  viewerStatusQuery,
} from '@/api/simulations/post-processing-queries'
import { simulationEventsQuery, simulationQuery } from '@/api/simulations/queries'
import { allOf, type QueryState } from '@/components/query-states'

function useRunConfiguration(id: number) {
  const simulation = useQuery(simulationQuery(id))
  const events = useQuery(simulationEventsQuery(id))
  const viewer = useQuery(viewerStatusQuery(id))
  const postProcessing = useQuery({
    ...postProcessingResourcesQuery(id, (viewer.data?.current ?? null) !== null),
    enabled: viewer.isSuccess,
  })
  return { simulation, events, viewer, postProcessing }
}

/** Both runs' configurations side by side; a model whose breaches cannot be listed names them by id. */
export function useComparedConfigurations(a: number, b: number): QueryState<ComparedField[]> {
  const runA = useRunConfiguration(a)
  const runB = useRunConfiguration(b)
  const model = runA.simulation.data?.hydromodel_id
  const potentials = useQuery({
    ...potentialBreachesQuery(model ?? 0),
    enabled: model !== undefined,
  })
  const all = allOf(
    runA.simulation,
    runA.events,
    runA.viewer,
    runA.postProcessing,
    runB.simulation,
    runB.events,
    runB.viewer,
    runB.postProcessing,
  )
  const naming = potentials.isPending && potentials.fetchStatus !== 'idle'
  if (all.data === undefined || naming)
    return { ...all, data: undefined, isPending: all.isPending || naming }
  const [simA, eventsA, , postA, simB, eventsB, , postB] = all.data
  const breachName = (id: number) => {
    const found = potentials.data?.rows.find((record) => record.id === id)
    return found ? potentialBreachName(found) : null
  }
  const configuration = (
    simulation: typeof simA,
    events: typeof eventsA,
    postProcessing: typeof postA,
  ): RunConfiguration => ({
    start: simulation.start_datetime,
    duration: simulation.duration,
    events,
    postProcessing,
    breachName,
  })
  return {
    ...all,
    data: compareConfigurations(
      configuration(simA, eventsA, postA),
      configuration(simB, eventsB, postB),
    ),
  }
}

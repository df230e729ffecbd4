import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useCopyOf } from '@/workflows/copies/copy-queries'
import { simulationEventsQuery, simulationStatusQuery } from '@/api/simulations/queries'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import { QueryStates } from '@/components/query-states'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { ConfigurationCheck, startBlockedId } from './configuration-check'
import { SimulationActions } from './simulation-actions'
import { SimulationProgress } from './simulation-progress'
import { startBlockers } from './start-readiness'

export function RunPanel({
  simulation,
  status,
  sections,
}: {
  simulation: Simulation
  status: UseQueryResult<CurrentStatus>
  sections: readonly SimulationSection[]
}) {
  const events = useQuery(simulationEventsQuery(simulation.id))
  const created = status.data?.name === 'created'
  const blockers = created && events.data ? startBlockers(sections, events.data) : []
  const copy = useCopyOf(simulation.id)
  const rainToChoose = created ? (copy?.summary.toChoose ?? []) : []
  const blocked = blockers.length > 0 || rainToChoose.length > 0
  return (
    <section className="panel" aria-labelledby="run-heading">
      <h2 id="run-heading">Run</h2>
      <QueryStates
        query={status}
        queryKeys={[simulationStatusQuery(simulation.id).queryKey]}
        loading="Loading the status…"
        errorTitle="Could not load the status"
      >
        {(current) => (
          <>
            {created ? (
              <ConfigurationCheck
                id={simulation.id}
                events={events}
                blockers={blockers}
                rainToChoose={rainToChoose}
              />
            ) : null}
            <SimulationActions
              id={simulation.id}
              name={simulation.name}
              status={current}
              startBlockedBy={blocked ? startBlockedId(simulation.id) : null}
            />
            <SimulationProgress
              id={simulation.id}
              status={current}
              duration={simulation.duration}
            />
          </>
        )}
      </QueryStates>
    </section>
  )
}

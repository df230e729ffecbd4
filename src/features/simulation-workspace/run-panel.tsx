import type { UseQueryResult } from '@tanstack/react-query'
import { simulationStatusQuery } from '@/api/simulations/queries'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { SimulationActions } from './simulation-actions'
import { SimulationProgress } from './simulation-progress'

/** The run controls and progress, on every section of the workspace. */
export function RunPanel({
  simulation,
  status,
}: {
  simulation: Simulation
  status: UseQueryResult<CurrentStatus>
}) {
  return (
    <section className="panel" aria-labelledby="run-heading">
      <h2 id="run-heading">Run</h2>
      {status.isPending ? (
        <LoadingState
          label="Loading the status…"
          queryKeys={[simulationStatusQuery(simulation.id).queryKey]}
        />
      ) : status.isError ? (
        <ErrorState
          title="Could not load the status"
          message={status.error.message}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          <SimulationActions id={simulation.id} name={simulation.name} status={status.data} />
          <SimulationProgress
            id={simulation.id}
            status={status.data}
            duration={simulation.duration}
          />
        </>
      )}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { parseId } from '@/lib/parse-id'
import { isApiError } from '@/api/errors'
import { simulationQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { DocumentTitle } from '@/components/document-title'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { EventsOverviewPanel } from './events-overview-panel'
import { SimulationActions } from './simulation-actions'
import { SimulationHeader } from './simulation-header'
import { SimulationProgress } from './simulation-progress'
import { StatusTimeline } from './status-timeline'
import { useLiveStatus } from './use-live-status'
import './simulations.css'

const backToList = <Link to="/simulations">Back to simulations</Link>

export function SimulationPage() {
  const { simulationId = '' } = useParams()
  const id = parseId(simulationId)
  if (id === null) {
    return (
      <ErrorState
        title="Simulation not found"
        message={`“${simulationId}” is not a simulation id.`}
        secondaryAction={backToList}
      />
    )
  }
  return <SimulationDetail id={id} />
}

function SimulationDetail({ id }: { id: number }) {
  const simulation = useQuery(simulationQuery(id))
  if (simulation.isPending) return <LoadingState label="Loading the simulation…" />
  if (simulation.isError) {
    const missing = isApiError(simulation.error) && simulation.error.status === 404
    return (
      <>
        <DocumentTitle title="Simulation not found" />
        <ErrorState
          title={missing ? 'Simulation not found' : 'Could not load the simulation'}
          message={
            missing
              ? `Simulation #${id} does not exist or belongs to an organisation you are not in.`
              : simulation.error.message
          }
          onRetry={missing ? undefined : () => void simulation.refetch()}
          secondaryAction={backToList}
        />
      </>
    )
  }
  return <SimulationView simulation={simulation.data} />
}

function SimulationView({ simulation }: { simulation: Simulation }) {
  const status = useLiveStatus(simulation.id)
  return (
    <article className="list-page">
      <DocumentTitle title={simulation.name} />
      <SimulationHeader simulation={simulation} status={status.data} />
      <section className="panel" aria-labelledby="run-heading">
        <h2 id="run-heading">Run</h2>
        {status.isPending ? (
          <LoadingState label="Loading the status…" />
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
      <section className="panel" aria-labelledby="configuration-heading">
        <h2 id="configuration-heading">Configuration</h2>
        <EventsOverviewPanel id={simulation.id} />
      </section>
      <section className="panel" aria-labelledby="history-heading">
        <h2 id="history-heading">Status history</h2>
        <StatusTimeline id={simulation.id} />
      </section>
    </article>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, useParams } from 'react-router'
import { parseId } from '@/lib/parse-id'
import { isApiError } from '@/api/errors'
import { simulationQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { DocumentTitle } from '@/components/document-title'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import type { SimulationSection } from '@/components/workspace/simulation-sections'
import { WorkspaceSimulation } from '@/components/workspace/workspace-simulation'
import { RunPanel } from './run-panel'
import { SectionNav } from './section-nav'
import { SimulationHeader } from './simulation-header'
import { useLiveStatus } from './use-live-status'
import './workspace.css'

const backToList = <Link to="/simulations">Back to simulations</Link>

type Sections = { sections: readonly SimulationSection[] }

/**
 * The layout of `/simulations/:simulationId`: header, run controls and the section navigation
 * around the section the URL names (docs/architecture.md "The simulation workspace").
 */
export function SimulationWorkspace({ sections }: Sections) {
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
  return <LoadedWorkspace id={id} sections={sections} />
}

function LoadedWorkspace({ id, sections }: Sections & { id: number }) {
  const simulation = useQuery(simulationQuery(id))
  if (simulation.isPending)
    return (
      <LoadingState label="Loading the simulation…" queryKeys={[simulationQuery(id).queryKey]} />
    )
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
  return <WorkspaceView simulation={simulation.data} sections={sections} />
}

function WorkspaceView({ simulation, sections }: Sections & { simulation: Simulation }) {
  const status = useLiveStatus(simulation.id)
  return (
    <article className="list-page data-page workspace">
      <DocumentTitle title={simulation.name} />
      <SimulationHeader simulation={simulation} status={status.data} />
      <RunPanel simulation={simulation} status={status} sections={sections} />
      <SectionNav id={simulation.id} sections={sections} />
      <WorkspaceSimulation.Provider value={{ simulation, status: status.data }}>
        <Outlet />
      </WorkspaceSimulation.Provider>
    </article>
  )
}

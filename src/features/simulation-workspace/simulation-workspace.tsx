import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, useParams } from 'react-router'
import { parseId } from '@/lib/parse-id'
import { isApiError } from '@/api/errors'
import { simulationQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { DocumentTitle } from '@/components/document-title'
import { ErrorState } from '@/components/error-state'
import { QueryStates } from '@/components/query-states'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { WorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { CopySummaryPanel } from './copy-summary-panel'
import { RunPanel } from './run-panel'
import { SectionNav } from './section-nav'
import { SimulationHeader } from './simulation-header'
import { useLiveStatus } from './use-live-status'
import './workspace.css'

const backToList = <Link to="/simulations">Back to simulations</Link>

type Sections = { sections: readonly SimulationSection[] }

/** The layout around the section the URL names (docs/architecture.md "The simulation workspace"). */
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
  const { data, error } = simulation
  if (data === undefined && isApiError(error) && error.status === 404) {
    return <SimulationMissing id={id} />
  }
  return (
    <>
      {data === undefined ? <DocumentTitle title="Simulation" /> : null}
      <QueryStates
        query={simulation}
        queryKeys={[simulationQuery(id).queryKey]}
        loading="Loading the simulation…"
        errorTitle="Could not load the simulation"
        errorAction={backToList}
      >
        {(loaded) => <WorkspaceView simulation={loaded} sections={sections} />}
      </QueryStates>
    </>
  )
}

/** Another organisation's simulation answers 404 too, so say both; trying again cannot help. */
function SimulationMissing({ id }: { id: number }) {
  return (
    <>
      <DocumentTitle title="Simulation not found" />
      <ErrorState
        title="Simulation not found"
        message={`Simulation #${id} does not exist or belongs to an organisation you are not in.`}
        secondaryAction={backToList}
      />
    </>
  )
}

function WorkspaceView({ simulation, sections }: Sections & { simulation: Simulation }) {
  const status = useLiveStatus(simulation.id)
  return (
    <article className="list-page data-page workspace">
      <DocumentTitle title={simulation.name} />
      <SimulationHeader simulation={simulation} status={status.data} />
      <CopySummaryPanel id={simulation.id} />
      <RunPanel simulation={simulation} status={status} sections={sections} />
      <SectionNav id={simulation.id} sections={sections} />
      <WorkspaceSimulation.Provider value={{ simulation, status: status.data }}>
        <Outlet />
      </WorkspaceSimulation.Provider>
    </article>
  )
}

import { ActionError } from '@/components/action-error'
import { ConfigurationLockNotice } from '@/components/configuration-lock-notice'
import { useQuery } from '@tanstack/react-query'
import { configuredInitialConditions } from '@/api/simulations/initial-conditions-queries'
import { simulationEventsQuery } from '@/api/simulations/queries'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { QueryStates } from '@/components/query-states'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { initialConditionsSearch } from '@/lib/page-links'
import { PredefinedLevelsPanel } from './predefined-levels-panel'
import { RasterLevelPanel } from './raster-level-panel'
import { SavedStatePanel } from './saved-state-panel'
import './initial-conditions.css'

export function InitialConditionsPage() {
  const { simulation } = useWorkspaceSimulation()
  const events = useQuery(simulationEventsQuery(simulation.id))

  return (
    <QueryStates
      query={events}
      queryKeys={[simulationEventsQuery(simulation.id).queryKey]}
      loading="Loading the initial conditions…"
      errorTitle="Could not load the initial conditions"
    >
      {(data) => <InitialConditions events={data} />}
    </QueryStates>
  )
}

function InitialConditions({ events }: { events: SimulationEvents }) {
  const { simulation, status } = useWorkspaceSimulation()
  const [search, updateSearch] = useValidatedSearch(initialConditionsSearch)
  const lockReason = configurationLockReason(status)
  const configured = configuredInitialConditions(events)
  const locked = lockReason !== null
  const shared = { simulationId: simulation.id, configured, locked }
  const unsetRequest = search.saved_state !== null && configured.savedState === null

  return (
    <>
      <ConfigurationLockNotice reason={lockReason} />
      {unsetRequest && !locked ? (
        <ActionError className="notice notice--error">
          The simulation was created, but the saved state it should start from could not be added.
          It is selected below: add it again.
        </ActionError>
      ) : null}
      <p className="muted">
        Without initial conditions the model’s defaults apply. A saved state replaces every other
        initial condition; the 1D and 2D water levels can be combined.
      </p>
      <SavedStatePanel
        {...shared}
        modelId={simulation.hydromodel_id}
        requestedStateId={search.saved_state}
        onAdded={() => updateSearch({ saved_state: null }, { replace: true })}
      />
      <PredefinedLevelsPanel {...shared} />
      <RasterLevelPanel {...shared} modelId={simulation.hydromodel_id} />
    </>
  )
}

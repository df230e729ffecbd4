import { ConfigurationLockNotice } from '@/components/configuration-lock-notice'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { BoundaryConditionsPanel } from './boundary-conditions/boundary-conditions-panel'
import { BreachesPanel } from './breaches/breaches-panel'
import { RainPanel } from './rain/rain-panel'
import { SavedStateEventsPanel } from './saved-states/saved-state-events-panel'
import { StructureControlsPanel } from './structure-controls/structure-controls-panel'

/** The events of one simulation, one panel per kind; why they are read-only is said once. */
export function EventsPage() {
  const { status } = useWorkspaceSimulation()
  return (
    <>
      <ConfigurationLockNotice reason={configurationLockReason(status)} />
      <BreachesPanel />
      <RainPanel />
      <SavedStateEventsPanel />
      <BoundaryConditionsPanel />
      <StructureControlsPanel />
    </>
  )
}

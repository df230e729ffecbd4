import { BoundaryConditionsPanel } from './boundary-conditions/boundary-conditions-panel'
import { BreachesPanel } from './breaches/breaches-panel'
import { RainPanel } from './rain/rain-panel'
import { SavedStateEventsPanel } from './saved-states/saved-state-events-panel'
import { StructureControlsPanel } from './structure-controls/structure-controls-panel'

/** The events of one simulation, one panel per kind. */
export function EventsPage() {
  return (
    <>
      <BreachesPanel />
      <RainPanel />
      <SavedStateEventsPanel />
      <BoundaryConditionsPanel />
      <StructureControlsPanel />
    </>
  )
}

import { ConfigurationLockNotice } from '@/components/configuration-lock-notice'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { eventsAnchors } from '@/api/simulations/run-timeline'
import { useScrollToHash } from '@/components/hooks/use-scroll-to-hash'
import { RunTimeline } from '@/components/timeline/run-timeline'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { BoundaryConditionsPanel } from './boundary-conditions/boundary-conditions-panel'
import { BreachesPanel } from './breaches/breaches-panel'
import { RainPanel } from './rain/rain-panel'
import { SavedStateEventsPanel } from './saved-states/saved-state-events-panel'
import { StructureControlsPanel } from './structure-controls/structure-controls-panel'

/** The events of one simulation, one panel per kind; why they are read-only is said once. */
export function EventsPage() {
  const { status } = useWorkspaceSimulation()
  useScrollToHash()
  return (
    <>
      <ConfigurationLockNotice reason={configurationLockReason(status)} />
      <section className="panel" aria-labelledby="events-timeline-heading">
        <h2 id="events-timeline-heading">Timeline</h2>
        <RunTimeline />
      </section>
      <div id={eventsAnchors.breaches}>
        <BreachesPanel />
      </div>
      <div id={eventsAnchors.rain}>
        <RainPanel />
      </div>
      <div id={eventsAnchors.savedStates}>
        <SavedStateEventsPanel />
      </div>
      <div id={eventsAnchors.boundary}>
        <BoundaryConditionsPanel />
      </div>
      <div id={eventsAnchors.controls}>
        <StructureControlsPanel />
      </div>
    </>
  )
}

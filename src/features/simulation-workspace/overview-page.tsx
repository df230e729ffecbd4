import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { RunTimeline } from '@/components/timeline/run-timeline'
import { EventsOverviewPanel } from './events-overview-panel'
import { StatusTimeline } from './status-timeline'

export function OverviewPage() {
  const { simulation } = useWorkspaceSimulation()
  return (
    <>
      <section className="panel" aria-labelledby="configuration-heading">
        <h2 id="configuration-heading">Configuration</h2>
        <EventsOverviewPanel id={simulation.id} />
      </section>
      <section className="panel" aria-labelledby="run-timeline-heading">
        <h2 id="run-timeline-heading">Timeline</h2>
        <RunTimeline />
      </section>
      <section className="panel" aria-labelledby="history-heading">
        <h2 id="history-heading">Status history</h2>
        <StatusTimeline id={simulation.id} />
      </section>
    </>
  )
}

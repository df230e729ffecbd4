import { useQuery } from '@tanstack/react-query'
import { simulationEventsQuery } from '@/api/simulations/queries'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { allOf, QueryStates } from '@/components/query-states'
import { summariseEvents, type OverviewItem } from '@/api/simulations/events-overview'
import { timelineKinds, type TimelineEvent } from '@/api/simulations/run-timeline'
import { useRunEvents } from '@/components/timeline/use-run-events'

function InitialConditions({ items }: { items: OverviewItem[] }) {
  return (
    <div>
      <h3>Initial conditions</h3>
      {items.length === 0 ? (
        <p className="muted">None: the model&apos;s defaults apply.</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              {item.label}: {item.count}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function EventsOverviewPanel({ id }: { id: number }) {
  const events = useQuery(simulationEventsQuery(id))
  const timeline = useRunEvents()
  return (
    <QueryStates
      query={allOf(events, timeline.query)}
      queryKeys={[simulationEventsQuery(id).queryKey]}
      loading="Loading the configuration…"
      errorTitle="Could not load the configuration"
    >
      {([data, facts]) => <Overview events={data} facts={facts} />}
    </QueryStates>
  )
}

/** Each event's key values in words; a kind the timeline does not describe is counted. */
function EventFacts({ facts, counted }: { facts: TimelineEvent[]; counted: OverviewItem[] }) {
  return (
    <div>
      <h3 id="event-facts-heading">What the events do</h3>
      {facts.length + counted.length === 0 ? (
        <p className="muted">None configured.</p>
      ) : (
        <ul aria-labelledby="event-facts-heading">
          {facts.map((event) => (
            <li key={event.key}>{event.facts}</li>
          ))}
          {counted.map((item) => (
            <li key={item.key}>
              {item.label}: {item.count} configured
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function Overview({ events, facts }: { events: SimulationEvents; facts: TimelineEvent[] }) {
  const overview = summariseEvents(events)
  const counted = overview.events.filter((item) => !timelineKinds.has(item.key))
  return (
    <>
      <InitialConditions items={overview.initialConditions} />
      <EventFacts facts={facts} counted={counted} />
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { simulationEventsQuery } from '@/api/simulations/queries'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { QueryStates } from '@/components/query-states'
import { summariseEvents, type OverviewItem } from '@/api/simulations/events-overview'
import type { TimelineEvent } from '@/api/simulations/run-timeline'
import { useRunEvents } from '@/components/timeline/use-run-events'

function ItemList({ title, items, none }: { title: string; items: OverviewItem[]; none: string }) {
  return (
    <div>
      <h3>{title}</h3>
      {items.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              {item.label}: {item.count}
              {item.needsAttention > 0 ? (
                <>
                  {' '}
                  <span className="badge badge--warning">{`${item.needsAttention} of ${item.count} need attention`}</span>
                </>
              ) : null}
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
      query={events}
      queryKeys={[simulationEventsQuery(id).queryKey]}
      loading="Loading the configuration…"
      errorTitle="Could not load the configuration"
    >
      {(data) => <Overview events={data} facts={timeline.query.data ?? []} />}
    </QueryStates>
  )
}

/** Each event's key values in words, so the overview says what happens, not only how many. */
function EventFacts({ facts }: { facts: TimelineEvent[] }) {
  if (facts.length === 0) return null
  return (
    <div>
      <h3 id="event-facts-heading">What the events do</h3>
      <ul aria-labelledby="event-facts-heading">
        {facts.map((event) => (
          <li key={event.key}>{event.facts}</li>
        ))}
      </ul>
    </div>
  )
}

function Overview({ events, facts }: { events: SimulationEvents; facts: TimelineEvent[] }) {
  const overview = summariseEvents(events)
  return (
    <>
      <ItemList
        title="Initial conditions"
        items={overview.initialConditions}
        none="None: the model's defaults apply."
      />
      <ItemList title="Events" items={overview.events} none="None configured." />
      <EventFacts facts={facts} />
    </>
  )
}

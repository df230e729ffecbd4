import { useQuery } from '@tanstack/react-query'
import { simulationEventsQuery } from '@/api/simulations/queries'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { summariseEvents, type OverviewItem } from './events-overview'

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

/** Everything configured on the run, from GET /simulations/{id}/events/. */
export function EventsOverviewPanel({ id }: { id: number }) {
  const events = useQuery(simulationEventsQuery(id))
  if (events.isPending)
    return (
      <LoadingState
        label="Loading the configuration…"
        queryKeys={[simulationEventsQuery(id).queryKey]}
      />
    )
  if (events.isError) {
    return (
      <ErrorState
        title="Could not load the configuration"
        message={events.error.message}
        onRetry={() => void events.refetch()}
      />
    )
  }
  const overview = summariseEvents(events.data)
  return (
    <>
      <ItemList
        title="Initial conditions"
        items={overview.initialConditions}
        none="None: the model's defaults apply."
      />
      <ItemList title="Events" items={overview.events} none="None configured." />
    </>
  )
}

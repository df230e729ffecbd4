import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  configuredSavedStateEvents,
  savedStateEventKindOf,
  useRemoveSavedStateEvent,
} from '@/api/simulations/saved-state-events-queries'
import type { SavedStateOverview } from '@/api/simulations/saved-state-events-schema'
import { simulationEventsQuery } from '@/api/simulations/queries'
import { savedStateAnchor } from '@/api/simulations/run-timeline'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { TagList } from '@/components/tag-list'
import { configurationLockReason } from '@/api/simulations/configuration-lock'
import { formatClock } from '@/lib/duration'
import { describeExpiry } from '@/lib/expiry'
import { describeLimits } from '@/api/models/saved-state-text'
import { useWorkspaceSimulation } from '@/components/workspace/use-workspace-simulation'
import { SavedStateEventForm } from './saved-state-event-form'
import './saved-state-events.css'

/** "At 1:00:00 of the run" or "When stable: s1 0.005". */
function describeMoment(event: SavedStateOverview): string {
  if (event.type === 'timed') return `At ${formatClock(event.time ?? 0)} of the run`
  return `When stable: ${describeLimits(event.thresholds) ?? 'no thresholds'}`
}

export function SavedStateEventsPanel() {
  const { simulation, status } = useWorkspaceSimulation()
  const events = useQuery(simulationEventsQuery(simulation.id))
  const lockReason = configurationLockReason(status)

  let body
  if (events.isPending) body = <LoadingState label="Loading the saved-state events…" />
  else if (events.isError) {
    body = (
      <ErrorState
        title="Could not load the saved-state events"
        message={events.error.message}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    )
  } else {
    const configured = configuredSavedStateEvents(events.data)
    body = (
      <>
        {configured.length === 0 ? (
          <p className="muted">No saved-state events: this run saves no state for later runs.</p>
        ) : (
          <EventList
            simulationId={simulation.id}
            events={configured}
            locked={lockReason !== null}
          />
        )}
        {lockReason ? null : (
          <SavedStateEventForm simulationId={simulation.id} duration={simulation.duration} />
        )}
      </>
    )
  }

  return (
    <section className="panel" aria-labelledby="saved-state-events-heading">
      <h2 id="saved-state-events-heading">Saved-state events</h2>
      <p className="muted">
        When the run finishes, each event becomes a saved state of the model, for 7 days: a later
        simulation of the model can start from it.
      </p>
      {body}
    </section>
  )
}

function EventList({
  simulationId,
  events,
  locked,
}: {
  simulationId: number
  events: SavedStateOverview[]
  locked: boolean
}) {
  const [now] = useState(() => new Date())
  const remove = useRemoveSavedStateEvent(simulationId)
  return (
    <>
      <ul className="saved-state-events" aria-label="Saved-state events">
        {events.map((event) => {
          const kind = savedStateEventKindOf(event)
          const removing = remove.isPending && remove.variables.id === event.id
          return (
            <li
              key={`${kind}-${event.id}`}
              id={savedStateAnchor(event.type, event.id)}
              tabIndex={-1}
            >
              <div>
                <strong>{event.name}</strong>
                <br />
                <span className="muted">
                  {describeMoment(event)}
                  {event.expiry
                    ? ` · saved for the model, ${describeExpiry(event.expiry, now).toLowerCase()}`
                    : null}
                </span>
                {event.tags.length > 0 ? <TagList tags={event.tags} label="Tags" /> : null}
              </div>
              {locked ? null : (
                <Button
                  variant="danger"
                  busy={removing}
                  aria-label={`Remove the saved-state event ${event.name}`}
                  onClick={() => remove.mutate({ kind, id: event.id })}
                >
                  {removing ? 'Removing…' : 'Remove'}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {remove.isError ? (
        <ActionError className="notice notice--error">
          Not removed. {remove.error.message}
        </ActionError>
      ) : null}
    </>
  )
}

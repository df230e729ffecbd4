import { Link } from 'react-router'
import type { TimelineEvent } from '@/api/simulations/run-timeline'
import { EmptyState } from '@/components/empty-state'
import { QueryStates } from '@/components/query-states'
import { formatDuration } from '@/lib/duration'
import { roundTimeTicks } from '@/lib/run-time-ticks'
import { placeOnAxis, stepsOnAxis } from '@/lib/timeline-axis'
import { useRunEvents } from './use-run-events'
import './run-timeline.css'

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`

function Axis({ duration }: { duration: number }) {
  return (
    <div className="run-timeline__row run-timeline__axis" aria-hidden="true">
      <span />
      <div className="run-timeline__track">
        {roundTimeTicks(0, duration).map((tick) => (
          <span
            key={tick}
            className={`run-timeline__tick${tick === 0 ? ' run-timeline__tick--start' : ''}${tick === duration ? ' run-timeline__tick--end' : ''}`}
            style={{ left: percent(tick / duration) }}
          >
            {formatDuration(tick)}
          </span>
        ))}
      </div>
    </div>
  )
}

function Bar({ event, duration }: { event: TimelineEvent; duration: number }) {
  if (event.span === null) return <p className="run-timeline__note">{event.untimed}</p>
  const place = placeOnAxis(event.span, duration)
  const moment = event.span.start === event.span.end
  const peak = Math.max(0, ...event.intensities)
  return (
    <>
      {place.drawn ? (
        <span
          className={`run-timeline__bar run-timeline__bar--${event.kind}${moment ? ' run-timeline__bar--moment' : ''}${place.note ? ' run-timeline__bar--cut' : ''}${peak > 0 ? ' run-timeline__bar--intensities' : ''}`}
          style={{
            left: percent(place.from),
            width: moment ? undefined : percent(place.to - place.from),
          }}
          title={event.facts}
        >
          {stepsOnAxis(event.steps, duration).map((step, index) => (
            <span
              key={step.from}
              className="run-timeline__step"
              style={{
                left: percent((step.from - place.from) / (place.to - place.from || 1)),
                width: percent((step.to - step.from) / (place.to - place.from || 1)),
                ...(peak > 0 ? { height: percent((event.intensities[index] ?? 0) / peak) } : {}),
              }}
            />
          ))}
        </span>
      ) : null}
      {place.note ? <p className="run-timeline__note">{place.note}</p> : null}
    </>
  )
}

function Rows({
  simulationId,
  duration,
  events,
}: {
  simulationId: number
  duration: number
  events: TimelineEvent[]
}) {
  return (
    <ol
      className="run-timeline"
      aria-label={`Timeline of the run, 0 s to ${formatDuration(duration)}`}
    >
      <li>
        <Axis duration={duration} />
      </li>
      {events.map((event) => (
        <li key={event.key} className="run-timeline__row">
          <Link
            className="run-timeline__label"
            to={`/simulations/${simulationId}/events#${event.anchor}`}
          >
            {event.label}
          </Link>
          <div className="run-timeline__track">
            <span className="visually-hidden">{event.facts}</span>
            <Bar event={event} duration={duration} />
          </div>
        </li>
      ))}
    </ol>
  )
}

/** One axis from the run's start to its end; each event's row links to it on the Events page. */
export function RunTimeline() {
  const { simulation, query, queryKey } = useRunEvents()
  return (
    <QueryStates
      query={query}
      queryKeys={[queryKey]}
      loading="Loading the events…"
      errorTitle="Could not load the events"
      isEmpty={(events) => events.length === 0}
      empty={<EmptyState title="No events yet: the run has only its initial conditions." />}
    >
      {(events) => (
        <Rows simulationId={simulation.id} duration={simulation.duration} events={events} />
      )}
    </QueryStates>
  )
}

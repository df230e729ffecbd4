import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { SimulationEvents } from '@/api/simulations/events-schema'
import { Button } from '@/components/button'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import { describeConfiguration, type StartBlocker } from './start-readiness'

export function ConfigurationCheck({
  id,
  events,
  blockers,
  rainToChoose = [],
}: {
  id: number
  events: UseQueryResult<SimulationEvents>
  blockers: StartBlocker[]
  /** Rain files of a copy that this browser had not kept: to choose again before the start. */
  rainToChoose?: readonly string[]
}) {
  if (events.isPending) return <p className="muted">Checking the configuration…</p>
  if (events.isError) {
    return (
      <p className="notice notice--warning">
        The configuration could not be read ({events.error.message}); the server still checks it
        when the run starts.{' '}
        <Button variant="ghost" onClick={() => void events.refetch()}>
          Check again
        </Button>
      </p>
    )
  }
  const summary = describeConfiguration(events.data)
  return (
    <>
      <p className="muted">
        {summary === null
          ? 'Configured: nothing yet, the model’s defaults apply.'
          : `Configured: ${summary}.`}
      </p>
      {blockers.length > 0 || rainToChoose.length > 0 ? (
        <div className="notice notice--warning" id={startBlockedId(id)}>
          <p>The run cannot start yet:</p>
          <ul>
            {blockers.map(({ section, needsAttention }) => (
              <li key={section.path}>
                {section.label}: {needsAttention}{' '}
                {needsAttention === 1 ? 'item needs' : 'items need'} attention (a file still
                processing or refused).{' '}
                <Link to={sectionPath(id, section)}>Go to {section.label}</Link>
              </li>
            ))}
            {rainToChoose.map((filename) => (
              <li key={`rain-${filename}`}>
                Rain file to choose again: {filename}.{' '}
                <Link to={`/simulations/${id}/events`}>Go to Events</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

export const startBlockedId = (id: number) => `start-blocked-${id}`

function sectionPath(id: number, section: SimulationSection): string {
  return section.path === '' ? `/simulations/${id}` : `/simulations/${id}/${section.path}`
}

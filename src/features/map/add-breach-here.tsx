import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { PotentialBreach } from '@/api/models/schema'
import { statusListQuery } from '@/api/simulations/queries'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { breachEventsLink, newSimulationLink } from '@/lib/page-links'

/** Enough for a modeller's open drafts; more would be a list page of its own. */
const SHOWN = 25

export function AddBreachHere({ modelId, breach }: { modelId: number; breach: PotentialBreach }) {
  const created = useQuery(
    statusListQuery({ name: 'created', hydromodel_id: modelId, ordering: '-id', limit: SHOWN }),
  )
  const runs = created.data?.results ?? []
  return (
    <section className="add-breach-here" aria-labelledby="add-breach-here-heading">
      <h3 id="add-breach-here-heading">Add a breach here</h3>
      {created.isPending ? (
        <p role="status">Looking for simulations that can take a breach…</p>
      ) : null}
      {created.error ? (
        <ActionError
          wayOut={
            <Button variant="ghost" onClick={() => void created.refetch()}>
              Try again
            </Button>
          }
        >
          The simulations of this model could not be read: {created.error.message}
        </ActionError>
      ) : null}
      {created.data && runs.length === 0 ? (
        <p>No simulation of this model can take a breach now: only one not yet started can.</p>
      ) : null}
      {runs.length > 0 ? (
        <>
          <p>To a simulation not yet started:</p>
          <ul>
            {runs.map((run) => (
              <li key={run.simulation_id}>
                <Link to={breachEventsLink(run.simulation_id, breach.id)}>
                  {run.simulation_name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={newSimulationLink({ model: modelId, breach: breach.id })}>
          Create a new simulation of this model
        </Link>
        : its Events section opens with this breach chosen, ready to add.
      </p>
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import {
  knownSets,
  newestSimulationsQuery,
  plannedSetsQuery,
  SETS_SCAN_LIMIT,
  type KnownSet,
} from '@/workflows/scenario-sets/known-sets'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { allOf, QueryStates } from '@/components/query-states'
import { Table } from '@/components/table'
import { formatMoment } from '@/lib/local-time'

const columns = [
  { label: 'Set' },
  { label: 'Base simulation' },
  { label: 'Runs', numeric: true },
  { label: 'Planned in this browser' },
]

/** `/sets`: the scenario sets planned in this browser and those the server's runs are tagged with. */
export function SetsPage() {
  const planned = useQuery(plannedSetsQuery())
  const newest = useQuery(newestSimulationsQuery())
  return (
    <section className="page">
      <DocumentTitle title="Scenario sets" />
      <h1>Scenario sets</h1>
      <p className="muted">
        The sets planned in this browser, and those whose runs are among the newest{' '}
        {SETS_SCAN_LIMIT} simulations. A set is made from a simulation’s page.
      </p>
      <QueryStates
        query={allOf(planned, newest)}
        loading="Looking for scenario sets…"
        errorTitle="The scenario sets could not be read"
        errorAction={<Link to="/simulations">All simulations</Link>}
        isEmpty={([here, page]) => knownSets(here, page.results).length === 0}
        empty={
          <EmptyState
            title="No scenario sets yet"
            description="Open a configured simulation and choose “Scenario set from this one”."
            action={<Link to="/simulations">All simulations</Link>}
          />
        }
      >
        {([here, page]) => <SetsTable sets={knownSets(here, page.results)} />}
      </QueryStates>
    </section>
  )
}

function SetsTable({ sets }: { sets: KnownSet[] }) {
  return (
    <Table caption="Scenario sets" captionHidden columns={columns}>
      {sets.map((set) => (
        <tr key={set.slug}>
          <td>
            <Link to={`/sets/${encodeURIComponent(set.slug)}`}>{set.name}</Link>
          </td>
          <td>{set.baseName ?? '—'}</td>
          <td className="numeric">{runCount(set)}</td>
          <td>{set.plannedAt === null ? 'No' : formatMoment(set.plannedAt)}</td>
        </tr>
      ))}
    </Table>
  )
}

function runCount({ planned, found }: KnownSet): string {
  if (planned === null) return `${found} found`
  return found === planned ? String(planned) : `${found} of ${planned} created`
}

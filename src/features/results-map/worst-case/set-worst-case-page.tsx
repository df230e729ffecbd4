import { useQuery } from '@tanstack/react-query'
import { Link, Navigate, useParams } from 'react-router'
import { setRunsQuery } from '@/workflows/scenario-sets/set-queries'
import { setTag } from '@/workflows/scenario-sets/set-record'
import { EmptyState } from '@/components/empty-state'
import { useRunStatuses } from '@/components/hooks/use-run-statuses'
import { QueryStates } from '@/components/query-states'

/** `/sets/:slug/worst-case`: the set's finished runs, taken to the model's worst-case page. */
export function SetWorstCasePage() {
  const { slug = '' } = useParams()
  const runs = useQuery(setRunsQuery(setTag(slug)))
  const all = runs.data?.results ?? []
  const statuses = useRunStatuses(all.map((run) => run.id))
  const finished = all.filter((run) => statuses.get(run.id)?.name === 'finished')
  const modelId = finished[0]?.hydromodel_id
  const back = <Link to={`/sets/${slug}`}>Back to the set</Link>
  return (
    <section className="page">
      <h1>Worst case over the set {slug}</h1>
      <QueryStates
        query={runs}
        loading="Loading the set’s runs…"
        errorTitle="The set’s runs could not be read"
        errorAction={back}
        isEmpty={() => modelId === undefined && statuses.size === all.length}
        empty={
          <EmptyState
            title="No finished runs in this set yet"
            description="The worst case is taken over the runs that finished."
            action={back}
          />
        }
      >
        {() =>
          modelId === undefined ? (
            <p role="status">Reading the runs’ states…</p>
          ) : (
            <Navigate
              replace
              to={`/models/${modelId}/worst-case?runs=${finished.map((run) => run.id).join(',')}`}
            />
          )
        }
      </QueryStates>
    </section>
  )
}

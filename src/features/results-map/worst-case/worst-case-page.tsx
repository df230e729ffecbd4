import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { modelQuery } from '@/api/models/queries'
import { recentStatusesQuery, simulationListQuery } from '@/api/simulations/queries'
import type { Simulation } from '@/api/simulations/schema'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { useRunStatuses } from '@/components/hooks/use-run-statuses'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { allOf, QueryStates } from '@/components/query-states'
import { WORST_CASE_PRODUCTS } from '@/lib/flood-products/worst-case'
import { WorstCaseReading } from './worst-case-reading'
import './worst-case.css'
import { runIdsOf, worstCaseLabels, worstCaseSearch } from './worst-case-search'

const RUNS_LISTED = 100

/** The model's newest runs that finished, newest first. */
function useFinishedRuns(modelId: number) {
  const list = useQuery(
    simulationListQuery({ hydromodel__id: modelId, ordering: '-created', limit: RUNS_LISTED }),
  )
  const recent = useQuery(recentStatusesQuery())
  const runs = list.data?.results ?? []
  const statuses = useRunStatuses(runs.map((run) => run.id))
  const finished = runs.filter((run) => statuses.get(run.id)?.name === 'finished')
  return { query: allOf(list, recent), finished }
}

/** `/models/:modelId/worst-case?runs=…&product=…`: per cell the worst over the ticked runs. */
export function WorstCasePage() {
  const modelId = Number(useParams().modelId)
  const [search, update] = useValidatedSearch(worstCaseSearch)
  const runIds = runIdsOf(search.runs)
  const { query, finished } = useFinishedRuns(modelId)
  const model = useQuery(modelQuery(modelId))
  const names = new Map(finished.map((run) => [run.id, run.name]))
  // At once: a controlled box shows its tick only when the URL holds it.
  const tick = (id: number, on: boolean) => {
    const ticked = [...runIds.filter((run) => run !== id), ...(on ? [id] : [])]
    update({ runs: runIdsOf(ticked.join(',')).join(',') }, { flushSync: true })
  }
  return (
    <section className="page worst-case">
      <DocumentTitle title="Worst case over runs" />
      <h1>Worst case over runs</h1>
      <p className="muted">
        Per cell the worst over the ticked runs of{' '}
        <Link to={`/models/${modelId}`}>{model.data?.name ?? 'this model'}</Link>, and which run
        gave it.
      </p>
      <QueryStates
        query={query}
        loading="Loading the model’s finished runs…"
        errorTitle="The model’s runs could not be read"
        errorAction={<Link to={`/models/${modelId}`}>The model</Link>}
        isEmpty={() => finished.length === 0 && runIds.length === 0}
        empty={
          <EmptyState
            title="No finished runs yet"
            description="Run simulations of this model to the end, then take their worst case here."
            action={<Link to={`/models/${modelId}`}>The model</Link>}
          />
        }
      >
        {() => (
          <>
            <RunTicks runs={finished} ticked={runIds} onTick={tick} />
            <fieldset className="worst-case__choice">
              <legend>Product</legend>
              {WORST_CASE_PRODUCTS.map((product) => (
                <label key={product}>
                  <input
                    type="radio"
                    name="product"
                    checked={search.product === product}
                    onChange={() => update({ product }, { flushSync: true })}
                  />{' '}
                  {worstCaseLabels[product]}
                </label>
              ))}
            </fieldset>
            {runIds.length === 0 ? (
              <p>Tick the runs to take the worst case over.</p>
            ) : (
              <WorstCaseReading
                modelId={modelId}
                product={search.product}
                runIds={runIds}
                names={names}
              />
            )}
          </>
        )}
      </QueryStates>
    </section>
  )
}

function RunTicks(props: {
  runs: readonly Simulation[]
  ticked: readonly number[]
  onTick: (id: number, on: boolean) => void
}) {
  return (
    <fieldset className="worst-case__choice worst-case__runs">
      <legend>Finished runs</legend>
      {props.runs.map((run) => (
        <label key={run.id}>
          <input
            type="checkbox"
            checked={props.ticked.includes(run.id)}
            onChange={(event) => props.onTick(run.id, event.target.checked)}
          />{' '}
          {run.name} (#{run.id})
        </label>
      ))}
    </fieldset>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { modelQuery, potentialBreachesQuery } from '@/api/models/queries'
import { simulationQuery } from '@/api/simulations/queries'
import { ActionError } from '@/components/action-error'
import { DocumentTitle } from '@/components/document-title'
import { allOf, QueryStates } from '@/components/query-states'
import { parseId } from '@/lib/parse-id'
import { NewSetForm } from './new-set-form'

export function NewSetPage() {
  const { baseId } = useParams()
  const id = parseId(baseId ?? '') ?? 0
  const base = useQuery({ ...simulationQuery(id), enabled: id > 0 })
  const modelId = base.data?.hydromodel_id ?? 0
  const model = useQuery({ ...modelQuery(modelId), enabled: modelId > 0 })
  const breaches = useQuery({ ...potentialBreachesQuery(modelId), enabled: modelId > 0 })
  if (id === 0) {
    return (
      <section className="page">
        <h1>New scenario set</h1>
        <ActionError>“{baseId}” is not a simulation id.</ActionError>
        <Link to="/simulations">All simulations</Link>
      </section>
    )
  }
  return (
    <section className="page">
      <DocumentTitle title="New scenario set" />
      <QueryStates
        query={allOf(base, model, breaches)}
        loading="Loading the base simulation…"
        errorTitle="The base simulation could not be read"
        errorAction={<Link to="/simulations">All simulations</Link>}
      >
        {([simulation, hydromodel, potential]) => (
          <>
            <h1>Scenario set from “{simulation.name}”</h1>
            <NewSetForm base={simulation} model={hydromodel} potentialBreaches={potential.rows} />
          </>
        )}
      </QueryStates>
    </section>
  )
}

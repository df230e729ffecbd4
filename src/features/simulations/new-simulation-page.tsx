import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { isApiError } from '@/api/errors'
import { organisationsQuery } from '@/api/queries/auth'
import { modelListQuery, modelQuery } from '@/api/queries/models'
import type { Model } from '@/api/schemas/models'
import { DocumentTitle } from '@/components/document-title'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { modelIdParam, startableModels, whyModelCannotStart } from './model-choice'
import type { SimulationFormValues } from './simulation-form-schema'
import { SimulationForm } from './simulation-form'
import { nextWholeHour, toUtcInput } from './utc-time'
import './simulations.css'

const STARTABLE_MODELS = { ordering: 'name', limit: 250 }

export function NewSimulationPage() {
  const [params] = useSearchParams()
  const rawModel = params.get('model')
  const requestedId = modelIdParam(rawModel)
  const requested = useQuery({ ...modelQuery(requestedId ?? 0), enabled: requestedId !== null })
  const models = useQuery(modelListQuery(STARTABLE_MODELS))
  const organisations = useQuery(organisationsQuery())

  const retry = () => void Promise.all([models.refetch(), organisations.refetch()])

  let body
  if (models.isError || organisations.isError) {
    const error = models.error ?? organisations.error
    body = (
      <ErrorState
        title="Could not prepare the form"
        message={error?.message ?? 'The models or organisations could not be loaded.'}
        onRetry={retry}
      />
    )
  } else if (
    models.isPending ||
    organisations.isPending ||
    (requestedId !== null && requested.isPending)
  ) {
    body = <LoadingState label="Loading models and organisations…" />
  } else {
    body = (
      <FormWithModels
        models={startableModels(models.data.results, requested.data)}
        organisations={organisations.data}
        requested={requested.data}
        requestProblem={requestProblem(rawModel, requested.data, requested.error)}
      />
    )
  }

  return (
    <section className="list-page">
      <DocumentTitle title="New simulation" />
      <header className="list-page__header">
        <h1>New simulation</h1>
        <Link to="/simulations">Back to simulations</Link>
      </header>
      {body}
    </section>
  )
}

function requestProblem(raw: string | null, model: Model | undefined, error: Error | null) {
  if (raw === null) return null
  if (model) {
    const why = whyModelCannotStart(model)
    return why === null ? null : `Model “${model.name}” cannot start a simulation: ${why}.`
  }
  if (error && !(isApiError(error) && error.status === 404)) return error.message
  return `There is no model “${raw}” you can use: it does not exist or belongs to another organisation.`
}

function FormWithModels({
  models,
  organisations,
  requested,
  requestProblem: problem,
}: {
  models: Model[]
  organisations: { unique_id: string; name: string }[]
  requested: Model | undefined
  requestProblem: string | null
}) {
  const [now] = useState(() => new Date())
  if (models.length === 0) {
    return (
      <EmptyState
        title="No model can start a simulation"
        description="A model can start when its input was processed successfully and it is not disabled."
        action={<Link to="/models">Go to models</Link>}
      />
    )
  }
  const defaults: SimulationFormValues = {
    name: '',
    hydromodel: problem === null && requested ? String(requested.id) : '',
    organisation: organisations[0]?.unique_id ?? '',
    tags: '',
    start_datetime: toUtcInput(nextWholeHour(now)),
    end_mode: 'duration',
    duration: { hours: '1', minutes: '0', seconds: '0' },
    end_datetime: '',
  }
  return (
    <>
      {problem ? (
        <div className="notice notice--warning" role="alert">
          <p>{problem}</p>
          <p>Choose one of the models below that can start.</p>
        </div>
      ) : null}
      <SimulationForm models={models} organisations={organisations} defaultValues={defaults} />
    </>
  )
}

import { useQuery, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { isApiError } from '@/api/errors'
import { organisationsQuery } from '@/api/auth/queries'
import { modelQuery, startableModelsQuery } from '@/api/models/queries'
import { whyCannotStart, type Model } from '@/api/models/schema'
import { DocumentTitle } from '@/components/document-title'
import { UnreadableRows } from '@/components/list/unreadable-rows'
import { EmptyState } from '@/components/empty-state'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { modelIdParam, startableModels } from './model-choice'
import { newSimulationSearch } from '@/lib/page-links'
import { useStartingState, type StartingState } from './starting-state'
import { usePickedBreach } from './picked-breach'
import type { SimulationFormValues } from './simulation-form-schema'
import { SimulationForm } from './simulation-form'
import { toMomentInput } from '@/lib/local-time'
import { nextWholeHour } from '@/lib/utc-time'

export function NewSimulationPage() {
  const [search] = useValidatedSearch(newSimulationSearch)
  const rawModel = search.model
  const requestedId = modelIdParam(rawModel)
  const requested = useQuery({ ...modelQuery(requestedId ?? 0), enabled: requestedId !== null })
  const startingState = useStartingState(requested.data, search.saved_state)
  const pickedBreach = usePickedBreach(requested.data, search.breach)
  const models = useQuery(startableModelsQuery())
  const organisations = useQuery(organisationsQuery())

  const retry = () => void Promise.all([models.refetch(), organisations.refetch()])

  let body
  if (models.isError || organisations.isError) {
    const error = models.error ?? organisations.error
    body = (
      <ErrorState
        title="Could not prepare the form"
        message={error?.message ?? 'The models or organisations could not be loaded.'}
        error={error}
        onRetry={retry}
      />
    )
  } else if (
    models.isPending ||
    organisations.isPending ||
    (requestedId !== null && requested.isPending) ||
    startingState.pending
  ) {
    const waitingFor: QueryKey[] = [startableModelsQuery().queryKey, organisationsQuery().queryKey]
    if (requestedId !== null) waitingFor.push(modelQuery(requestedId).queryKey)
    body = <LoadingState label="Loading models and organisations…" queryKeys={waitingFor} />
  } else {
    body = (
      <>
        <FormWithModels
          models={startableModels(models.data, requested.data)}
          organisations={organisations.data.rows}
          requested={requested.data}
          modelProblem={requestProblem(rawModel, requested.data, requested.error)}
          starting={startingState.starting}
          startingProblem={startingState.problem}
          picked={pickedBreach}
        />
        <UnreadableRows rows={organisations.data.unreadable} />
      </>
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
  const problem = requestedModelProblem(raw, model, error)
  return problem === null ? null : `${problem} Choose a model that can start.`
}

function requestedModelProblem(raw: string, model: Model | undefined, error: Error | null) {
  if (model) {
    const why = whyCannotStart(model)
    return why === null ? null : `Model “${model.name}” cannot start a simulation: ${why}.`
  }
  if (error && !(isApiError(error) && error.status === 404)) {
    return `Model “${raw}” could not be loaded: ${error.message}`
  }
  return `There is no model “${raw}” you can use: it does not exist or belongs to another organisation.`
}

function FormWithModels({
  models,
  organisations,
  requested,
  modelProblem,
  starting,
  startingProblem,
  picked,
}: {
  models: Model[]
  organisations: { unique_id: string; name: string }[]
  requested: Model | undefined
  modelProblem: string | null
  starting: StartingState | null
  startingProblem: string | null
  picked: ReturnType<typeof usePickedBreach>
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
    hydromodel: modelProblem === null && requested ? String(requested.id) : '',
    organisation: organisations[0]?.unique_id ?? '',
    tags: '',
    start_datetime: toMomentInput(nextWholeHour(now)),
    end_mode: 'duration',
    duration: { hours: '1', minutes: '0', seconds: '0' },
    end_datetime: '',
  }
  return (
    <SimulationForm
      models={models}
      organisations={organisations}
      defaultValues={defaults}
      draft={{ form: 'new-simulation', record: requested?.id ?? 'any-model' }}
      modelProblem={modelProblem}
      starting={starting}
      startingProblem={startingProblem}
      picked={picked.picked}
      pickedProblem={picked.problem}
    />
  )
}

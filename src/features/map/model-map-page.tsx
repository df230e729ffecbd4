import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { parseId } from '@/lib/parse-id'
import { isApiError } from '@/api/errors'
import { modelQuery } from '@/api/models/queries'
import type { Model } from '@/api/models/schema'
import { DocumentTitle } from '@/components/document-title'
import { ErrorState } from '@/components/error-state'
import { QueryStates } from '@/components/query-states'
import { MapWorkspace } from './map-workspace'
import './map-page.css'

function ModelMissing({ requested }: { requested: string }) {
  return (
    <>
      <DocumentTitle title="Model not found" />
      <ErrorState
        title="Model not found"
        message={`There is no model "${requested}" in your organisations.`}
        secondaryAction={<Link to="/models">Back to the models</Link>}
      />
    </>
  )
}

function MapOfModel({ id }: { id: number }) {
  const result = useQuery(modelQuery(id))
  if (result.data === undefined && isApiError(result.error) && result.error.status === 404) {
    return <ModelMissing requested={String(id)} />
  }
  return (
    <QueryStates
      query={result}
      queryKeys={[modelQuery(id).queryKey]}
      loading="Loading the model…"
      errorTitle="The model could not be loaded"
      errorAction={<Link to="/models">Back to the models</Link>}
    >
      {(model) => <LoadedMap model={model} />}
    </QueryStates>
  )
}

function LoadedMap({ model }: { model: Model }) {
  return (
    <>
      <DocumentTitle title={`Map of ${model.name}`} />
      <header className="map-page__header">
        <p className="map-page__back">
          <Link to={`/models/${model.id}`}>← {model.name}</Link>
        </p>
        <h1>Map of {model.name}</h1>
      </header>
      <MapWorkspace model={model} />
    </>
  )
}

export function ModelMapPage() {
  const { modelId } = useParams()
  const id = parseId(modelId)
  return (
    <section className="map-page">
      {id === null ? <ModelMissing requested={modelId ?? ''} /> : <MapOfModel id={id} />}
    </section>
  )
}

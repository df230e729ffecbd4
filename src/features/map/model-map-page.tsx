import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import { parseId } from '@/lib/parse-id'
import type { Model } from '@/api/models/schema'
import { DocumentTitle } from '@/components/document-title'
import { parseSearch } from '@/lib/search-params'
import { prepareGridWorker } from '@/engine/grid-tiles/grid-worker'
import { ModelStates } from '@/components/model-states'
import { ErrorState } from '@/components/error-state'
import { parseLayerList } from '@/engine/map-style/layer-list'
import { mapSearch } from './map-search'
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
  return (
    <ModelStates id={id} notFound={<ModelMissing requested={String(id)} />}>
      {(model) => <LoadedMap model={model} />}
    </ModelStates>
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

/** Starts the grid worker and HDF5 as the map is entered, beside session and model (decision 0037). */
export function startMapAhead({ request }: LoaderFunctionArgs): null {
  const { layers } = parseSearch(mapSearch, new URL(request.url).searchParams)
  if (parseLayerList(layers).includes('cells')) prepareGridWorker()
  return null
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

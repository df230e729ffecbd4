import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useParams, type LoaderFunctionArgs } from 'react-router'
import { parseId } from '@/lib/parse-id'
import type { Model } from '@/api/models/schema'
import { DocumentTitle } from '@/components/document-title'
import { parseSearch } from '@/lib/search-params'
import { prepareGridWorker } from '@/engine/grid-tiles/grid-worker'
import { ModelStates } from '@/components/model-states'
import { ErrorState } from '@/components/error-state'
import { useValidatedSearch } from '@/components/hooks/use-validated-search'
import { prefetchCellsSource } from '@/components/map/use-map-sources'
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

/** A map entered with the cells reads its grid beside the model's request, not after it (record 0061). */
function useCellsAhead(id: number) {
  const client = useQueryClient()
  const [search] = useValidatedSearch(mapSearch)
  const [entered] = useState(() => parseLayerList(search.layers).includes('cells'))
  useEffect(() => {
    if (entered) prefetchCellsSource(client, id)
  }, [client, id, entered])
}

function MapOfModel({ id }: { id: number }) {
  useCellsAhead(id)
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

/** Starts the grid worker as the map is entered (0037); the page then reads the grid beside the model (0061). */
export function startMapAhead({ request }: LoaderFunctionArgs): null {
  const { layers } = parseSearch(mapSearch, new URL(request.url).searchParams)
  if (parseLayerList(layers).includes('cells')) prepareGridWorker({ library: false })
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

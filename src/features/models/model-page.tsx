import { Link, useParams } from 'react-router'
import { parseId } from '@/lib/parse-id'
import type { Model } from '@/api/models/schema'
import { DocumentTitle } from '@/components/document-title'
import { ModelStates } from '@/components/model-states'
import { BoundaryConditionsSection } from './boundary-conditions-section'
import { GeojsonSection } from './geojson-section'
import { GridadminSection } from './gridadmin-section'
import { ModelSummary } from './model-summary'
import { PotentialBreachesSection } from './potential-breaches-section'
import { RastersSection } from './rasters-section'
import { SavedStatesSection } from './saved-states-section'
import './models.css'

export function ModelPage() {
  const { modelId } = useParams()
  const id = parseId(modelId)
  return (
    <section className="model-page">
      <p className="model-page__back">
        <Link to="/models">← All models</Link>
      </p>
      {id === null ? <ModelNotFound requested={modelId ?? ''} /> : <ModelDetail id={id} />}
    </section>
  )
}

function ModelDetail({ id }: { id: number }) {
  return (
    <ModelStates id={id} notFound={<ModelNotFound requested={String(id)} />}>
      {(model) => <ModelView model={model} />}
    </ModelStates>
  )
}

function ModelView({ model }: { model: Model }) {
  const id = model.id
  return (
    <>
      <DocumentTitle title={model.name} />
      <h1>{model.name}</h1>
      <ModelSummary model={model} />
      <GridadminSection model={model} />
      <GeojsonSection modelId={id} />
      <RastersSection modelId={id} />
      <SavedStatesSection modelId={id} />
      <PotentialBreachesSection modelId={id} />
      <BoundaryConditionsSection modelId={id} />
    </>
  )
}

/** Another organisation's model answers 404 too (decisions.md "Transport"), so say both. */
function ModelNotFound({ requested }: { requested: string }) {
  return (
    <div className="page-message">
      <DocumentTitle title="Model not found" />
      <h1>Model not found</h1>
      <p>
        There is no model “{requested}” among the models of your organisations. It may have been
        removed, or it belongs to an organisation you are not a member of.
      </p>
      <p>
        <Link to="/models">Go to the models</Link>
      </p>
    </div>
  )
}

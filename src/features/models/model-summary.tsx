import { Link } from 'react-router'
import { whyCannotStart, type Model } from '@/api/models/schema'
import { Fact } from '@/components/fact'
import { crsName } from '@/lib/crs/native-position'
import { formatExtent } from './format'
import { formatMoment } from '@/lib/local-time'
import { modelFlags } from './model-flags'
import { newSimulationLink } from '@/lib/page-links'

export function ModelSummary({ model }: { model: Model }) {
  const blocker = whyCannotStart(model)
  const flags = modelFlags(model)
  return (
    <div className="panel model-summary">
      <dl className="facts">
        <Fact term="ID">{model.id}</Fact>
        <Fact term="Schematisation">{model.schematisation_name ?? 'Unknown'}</Fact>
        <Fact term="Revision">{model.revision_number ?? 'Unknown'}</Fact>
        <Fact term="Created">
          <time dateTime={model.created}>{formatMoment(model.created)}</time>
        </Fact>
        <Fact term="Coordinate system">
          {model.epsg === null ? 'Unknown' : crsName(model.epsg)}
        </Fact>
        <Fact term="2D extent">
          {model.extent_two_d ? formatExtent(model.extent_two_d, model.epsg) : 'No 2D part'}
        </Fact>
        <Fact term="1D extent">
          {model.extent_one_d ? formatExtent(model.extent_one_d, model.epsg) : 'No 1D part'}
        </Fact>
      </dl>
      {flags.length > 0 ? (
        <ul className="model-summary__flags">
          {flags.map((flag) => (
            <li key={flag.key}>
              <span className={`badge ${flag.blocking ? 'badge--danger' : 'badge--warning'}`}>
                {flag.label}
              </span>{' '}
              {flag.explanation}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="model-summary__actions">
        {blocker === null ? (
          <Link className="button button--primary" to={newSimulationLink({ model: model.id })}>
            New simulation
          </Link>
        ) : (
          <p className="notice notice--warning">{`Cannot be started: ${blocker}.`}</p>
        )}
        <Link className="button button--secondary" to={`/models/${model.id}/map`}>
          Open on the map
        </Link>
        <Link className="button button--secondary" to={`/models/${model.id}/worst-case`}>
          Worst case over this model’s finished runs
        </Link>
      </div>
    </div>
  )
}

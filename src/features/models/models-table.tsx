import { Link } from 'react-router'
import { whyCannotStart, type Model } from '@/api/models/schema'
import { formatUtcDateTime } from './format'
import { ModelFlagBadges } from './model-flag-badges'
import type { Ordering } from './orderings'

type SortableColumn = 'name' | 'created' | 'id'

function ariaSort(column: SortableColumn, ordering: Ordering) {
  if (ordering.replace(/^-/, '') !== column) return undefined
  return ordering.startsWith('-') ? 'descending' : 'ascending'
}

export function ModelsTable({ models, ordering }: { models: Model[]; ordering: Ordering }) {
  return (
    <div className="table-wrap">
      <table className="models-table">
        <caption className="visually-hidden">Models</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={ariaSort('name', ordering)}>
              Name
            </th>
            <th scope="col" aria-sort={ariaSort('id', ordering)}>
              ID
            </th>
            <th scope="col">Schematisation</th>
            <th scope="col">Revision</th>
            <th scope="col" aria-sort={ariaSort('created', ordering)}>
              Created
            </th>
            <th scope="col">Flags</th>
            <th scope="col">Simulation</th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <ModelRow key={model.id} model={model} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function ModelRow({ model }: { model: Model }) {
  const blocker = whyCannotStart(model)
  return (
    <tr>
      <th scope="row">
        <Link to={`/models/${model.id}`}>{model.name}</Link>
      </th>
      <td className="numeric">{model.id}</td>
      <td>{model.schematisation_name ?? <span className="muted">Unknown</span>}</td>
      <td className="numeric">{model.revision_number ?? <span className="muted">–</span>}</td>
      <td>
        <time dateTime={model.created}>{formatUtcDateTime(model.created)}</time>
      </td>
      <td>
        <ModelFlagBadges model={model} />
      </td>
      <td>
        {blocker === null ? (
          <Link to={`/simulations/new?model=${model.id}`}>
            New simulation <span className="visually-hidden">with {model.name}</span>
          </Link>
        ) : (
          <span className="muted">{`Cannot be started: ${blocker}.`}</span>
        )}
      </td>
    </tr>
  )
}

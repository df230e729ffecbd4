import { Link } from 'react-router'
import { whyCannotStart, type Model } from '@/api/models/schema'
import { formatMoment } from '@/lib/local-time'
import { ModelFlagBadges } from './model-flag-badges'
import type { Ordering } from './orderings'
import { VirtualTable } from '@/components/list/virtual-table'
import type { Column } from '@/components/table'
import { newSimulationLink } from '@/lib/page-links'

type SortableColumn = 'name' | 'created' | 'id'

function ariaSort(column: SortableColumn, ordering: Ordering) {
  if (ordering.replace(/^-/, '') !== column) return undefined
  return ordering.startsWith('-') ? 'descending' : 'ascending'
}

export function ModelsTable({ models, ordering }: { models: Model[]; ordering: Ordering }) {
  const columns: readonly Column[] = [
    { label: 'Name', sort: ariaSort('name', ordering) },
    { label: 'ID', sort: ariaSort('id', ordering) },
    { label: 'Schematisation' },
    { label: 'Revision' },
    { label: 'Created', sort: ariaSort('created', ordering) },
    { label: 'Flags' },
    { label: 'Simulation' },
  ]
  return (
    <VirtualTable
      caption="Models"
      columns={columns}
      items={models}
      rowKey={(model) => model.id}
      className="models-table"
      cells={(model) => <ModelCells model={model} />}
    />
  )
}

function ModelCells({ model }: { model: Model }) {
  const blocker = whyCannotStart(model)
  return (
    <>
      <th scope="row">
        <Link to={`/models/${model.id}`}>{model.name}</Link>
      </th>
      <td className="numeric">{model.id}</td>
      <td>{model.schematisation_name ?? <span className="muted">Unknown</span>}</td>
      <td className="numeric">{model.revision_number ?? <span className="muted">–</span>}</td>
      <td>
        <time dateTime={model.created}>{formatMoment(model.created)}</time>
      </td>
      <td>
        <ModelFlagBadges model={model} />
      </td>
      <td>
        {blocker === null ? (
          <Link to={newSimulationLink({ model: model.id })}>
            New simulation <span className="visually-hidden">with {model.name}</span>
          </Link>
        ) : (
          <span className="muted">{`Cannot be started: ${blocker}.`}</span>
        )}
      </td>
    </>
  )
}

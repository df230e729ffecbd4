import { Link } from 'react-router'
import { whyCannotStart, type Model } from '@/api/models/schema'
import { formatUtc } from '@/lib/utc-time'
import { ModelFlagBadges } from './model-flag-badges'
import type { Ordering } from './orderings'
import { SpacerRow, useVirtualRows } from '@/components/list/virtual-rows'
import { newSimulationLink } from '@/components/page-links'

const COLUMNS = 7

type SortableColumn = 'name' | 'created' | 'id'

function ariaSort(column: SortableColumn, ordering: Ordering) {
  if (ordering.replace(/^-/, '') !== column) return undefined
  return ordering.startsWith('-') ? 'descending' : 'ascending'
}

export function ModelsTable({ models, ordering }: { models: Model[]; ordering: Ordering }) {
  const { placeBody, measure, indices, before, after, virtual } = useVirtualRows(models.length)
  return (
    <div className="table-wrap">
      <table className="models-table" aria-rowcount={virtual ? models.length + 1 : undefined}>
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
        <tbody ref={placeBody}>
          <SpacerRow height={before} columns={COLUMNS} />
          {indices.map((index) => {
            const model = models[index]
            if (model === undefined) return null
            return (
              <ModelRow
                key={model.id}
                model={model}
                index={index}
                measure={measure}
                rowIndex={virtual ? index + 2 : undefined}
              />
            )
          })}
          <SpacerRow height={after} columns={COLUMNS} />
        </tbody>
      </table>
    </div>
  )
}

function ModelRow({
  model,
  index,
  measure,
  rowIndex,
}: {
  model: Model
  index: number
  measure: ((row: HTMLTableRowElement | null) => void) | undefined
  rowIndex: number | undefined
}) {
  const blocker = whyCannotStart(model)
  return (
    <tr data-index={index} ref={measure} aria-rowindex={rowIndex}>
      <th scope="row">
        <Link to={`/models/${model.id}`}>{model.name}</Link>
      </th>
      <td className="numeric">{model.id}</td>
      <td>{model.schematisation_name ?? <span className="muted">Unknown</span>}</td>
      <td className="numeric">{model.revision_number ?? <span className="muted">–</span>}</td>
      <td>
        <time dateTime={model.created}>{formatUtc(model.created)}</time>
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
    </tr>
  )
}

import { Link } from 'react-router'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import { formatDuration } from '@/lib/duration'
import { ModelLink, useModelNames } from '@/components/model-link'
import { TagList } from '@/components/tag-list'
import { formatUtc } from '@/lib/utc-time'
import { StatusBadge } from '@/components/status-badge'
import { SpacerRow, useVirtualRows } from '@/components/list/virtual-rows'
import { useRunStatuses } from './use-run-statuses'

const COLUMNS = 8

export function SimulationsTable({ simulations }: { simulations: Simulation[] }) {
  const modelNames = useModelNames(simulations.map((simulation) => simulation.hydromodel_id))
  const statuses = useRunStatuses(simulations.map((simulation) => simulation.id))
  const { placeBody, measure, indices, before, after, virtual } = useVirtualRows(simulations.length)
  return (
    <div className="table-wrap">
      <table aria-rowcount={virtual ? simulations.length + 1 : undefined}>
        <caption className="visually-hidden">Simulations</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Tags</th>
            <th scope="col">Model</th>
            <th scope="col">User</th>
            <th scope="col">Created (UTC)</th>
            <th scope="col">Start (UTC)</th>
            <th scope="col" className="numeric">
              Duration
            </th>
          </tr>
        </thead>
        <tbody ref={placeBody}>
          <SpacerRow height={before} columns={COLUMNS} />
          {indices.map((index) => {
            const simulation = simulations[index]
            if (simulation === undefined) return null
            return (
              <tr
                key={simulation.id}
                data-index={index}
                ref={measure}
                aria-rowindex={virtual ? index + 2 : undefined}
              >
                <td>
                  <Link to={`/simulations/${simulation.id}`}>{simulation.name}</Link>
                </td>
                <td>
                  <RunStatus status={statuses.get(simulation.id)} />
                </td>
                <td>
                  <TagList tags={simulation.tags} />
                </td>
                <td>
                  <ModelLink
                    id={simulation.hydromodel_id}
                    name={modelNames.get(simulation.hydromodel_id)}
                  />
                </td>
                <td>
                  {simulation.user}
                  <br />
                  <small>{simulation.organisation_name}</small>
                </td>
                <td>{formatUtc(simulation.created)}</td>
                <td>{formatUtc(simulation.start_datetime)}</td>
                <td className="numeric">{formatDuration(simulation.duration)}</td>
              </tr>
            )
          })}
          <SpacerRow height={after} columns={COLUMNS} />
        </tbody>
      </table>
    </div>
  )
}

function RunStatus({ status }: { status: CurrentStatus | undefined }) {
  if (status === undefined) return <span className="muted">loading…</span>
  return <StatusBadge status={status} />
}

import { Link } from 'react-router'
import type { StatusRecord } from '@/api/simulations/schema'
import { StatusBadge } from '@/components/status-badge'
import { formatClock } from '@/lib/duration'
import { ModelLink, useModelNames } from '@/components/model-link'
import { formatUtc } from '@/lib/utc-time'
import { SpacerRow, useVirtualRows } from '@/components/list/virtual-rows'

const COLUMNS = 9

export function StatusesTable({ statuses }: { statuses: StatusRecord[] }) {
  const modelNames = useModelNames(statuses.map((status) => status.hydromodel_id))
  const { placeBody, measure, indices, before, after, virtual } = useVirtualRows(statuses.length)
  return (
    <div className="table-wrap">
      <table aria-rowcount={virtual ? statuses.length + 1 : undefined}>
        <caption className="visually-hidden">Status records</caption>
        <thead>
          <tr>
            <th scope="col">Simulation</th>
            <th scope="col">Model</th>
            <th scope="col">Status</th>
            <th scope="col" className="numeric">
              Exit code
            </th>
            <th scope="col" className="column--prose">
              Detail
            </th>
            <th scope="col">User</th>
            <th scope="col">Organisation</th>
            <th scope="col">Since (UTC)</th>
            <th scope="col" className="numeric column--wrap">
              Simulated time (h:mm:ss)
            </th>
          </tr>
        </thead>
        <tbody ref={placeBody}>
          <SpacerRow height={before} columns={COLUMNS} />
          {indices.map((index) => {
            const status = statuses[index]
            if (status === undefined) return null
            return (
              <tr
                key={status.id}
                data-index={index}
                ref={measure}
                aria-rowindex={virtual ? index + 2 : undefined}
              >
                <td>
                  <Link to={`/simulations/${status.simulation_id}`}>{status.simulation_name}</Link>
                </td>
                <td>
                  <ModelLink
                    id={status.hydromodel_id}
                    name={modelNames.get(status.hydromodel_id)}
                  />
                </td>
                <td>
                  <StatusBadge status={status} />
                </td>
                <td className="numeric">{status.exit_code ?? '—'}</td>
                <td className="column--prose">{status.detail ?? ''}</td>
                <td>{status.simulation_user_username}</td>
                <td>{status.simulation_organisation_name}</td>
                <td>{formatUtc(status.created)}</td>
                <td className="numeric">{status.time === null ? '—' : formatClock(status.time)}</td>
              </tr>
            )
          })}
          <SpacerRow height={after} columns={COLUMNS} />
        </tbody>
      </table>
    </div>
  )
}

import { Link } from 'react-router'
import type { StatusRecord } from '@/api/simulations/schema'
import { StatusBadge } from '@/components/status-badge'
import { formatClock } from '@/lib/duration'
import { ModelLink, useModelNames } from '@/components/model-link'
import { formatMoment } from '@/lib/local-time'
import { VirtualTable } from '@/components/list/virtual-table'
import type { Column } from '@/components/table'

const COLUMNS: readonly Column[] = [
  { label: 'Simulation' },
  { label: 'Model' },
  { label: 'Status' },
  { label: 'Exit code', numeric: true, className: 'column--wrap' },
  { label: 'Detail', className: 'column--prose' },
  { label: 'User' },
  { label: 'Organisation' },
  { label: 'Since' },
  { label: 'Simulated time (h:mm:ss)', numeric: true, className: 'column--wrap' },
]

export function StatusesTable({ statuses }: { statuses: StatusRecord[] }) {
  const modelNames = useModelNames(statuses.map((status) => status.hydromodel_id))
  return (
    <VirtualTable
      caption="Status records"
      columns={COLUMNS}
      items={statuses}
      rowKey={(status) => status.id}
      cells={(status) => (
        <>
          <td>
            <Link to={`/simulations/${status.simulation_id}`}>{status.simulation_name}</Link>
          </td>
          <td>
            <ModelLink id={status.hydromodel_id} name={modelNames.get(status.hydromodel_id)} />
          </td>
          <td>
            {/* The exit code has its own column here. */}
            <StatusBadge status={{ ...status, exit_code: null }} />
          </td>
          <td className="numeric">{status.exit_code ?? '—'}</td>
          <td className="column--prose">{status.detail ?? ''}</td>
          <td>{status.simulation_user_username}</td>
          <td>{status.simulation_organisation_name}</td>
          <td>{formatMoment(status.created)}</td>
          <td className="numeric">{status.time === null ? '—' : formatClock(status.time)}</td>
        </>
      )}
    />
  )
}

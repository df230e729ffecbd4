import { Link } from 'react-router'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import { formatDuration } from '@/lib/duration'
import { ModelLink, useModelNames } from '@/components/model-link'
import { TagList } from '@/components/tag-list'
import { formatMoment } from '@/lib/local-time'
import { StatusBadge } from '@/components/status-badge'
import { VirtualTable } from '@/components/list/virtual-table'
import type { Column } from '@/components/table'
import { useRunStatuses } from '@/components/hooks/use-run-statuses'

const COLUMNS: readonly Column[] = [
  { label: 'Name' },
  { label: 'Status' },
  { label: 'Tags' },
  { label: 'Model' },
  { label: 'User' },
  { label: 'Created' },
  { label: 'Start' },
  { label: 'Duration', numeric: true },
]

export function SimulationsTable({ simulations }: { simulations: Simulation[] }) {
  const modelNames = useModelNames(simulations.map((simulation) => simulation.hydromodel_id))
  const statuses = useRunStatuses(simulations.map((simulation) => simulation.id))
  return (
    <VirtualTable
      caption="Simulations"
      columns={COLUMNS}
      items={simulations}
      rowKey={(simulation) => simulation.id}
      cells={(simulation) => (
        <>
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
          <td>{formatMoment(simulation.created)}</td>
          <td>{formatMoment(simulation.start_datetime)}</td>
          <td className="numeric">{formatDuration(simulation.duration)}</td>
        </>
      )}
    />
  )
}

function RunStatus({ status }: { status: CurrentStatus | undefined }) {
  if (status === undefined) return <span className="muted">loading…</span>
  return <StatusBadge status={status} />
}

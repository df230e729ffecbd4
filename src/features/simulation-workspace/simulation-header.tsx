import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { modelQuery } from '@/api/models/queries'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import { Fact } from '@/components/fact'
import { newSetLink } from '@/lib/page-links'
import { StatusBadge } from '@/components/status-badge'
import { formatDuration } from '@/lib/duration'
import { TagList } from '@/components/tag-list'
import { formatMoment } from '@/lib/local-time'
import { NewSimulationFromThis } from './copy-dialog'

export function SimulationHeader({
  simulation,
  status,
}: {
  simulation: Simulation
  status: CurrentStatus | undefined
}) {
  const model = useQuery(modelQuery(simulation.hydromodel_id))
  const modelName = model.data?.name ?? `Model #${simulation.hydromodel_id}`
  return (
    <header className="simulation-header">
      <h1>
        {simulation.name}
        {status ? <StatusBadge status={status} /> : null}
      </h1>
      <div className="simulation-header__actions">
        <NewSimulationFromThis simulation={simulation} />
        <Link className="button button--secondary" to={newSetLink(simulation.id)}>
          Scenario set from this one
        </Link>
      </div>
      <dl className="facts">
        <Fact term="Model">
          <Link to={`/models/${simulation.hydromodel_id}`}>{modelName}</Link>
        </Fact>
        <Fact term="Organisation">{simulation.organisation_name}</Fact>
        <Fact term="User">{simulation.user}</Fact>
        <Fact term="Created">{formatMoment(simulation.created)}</Fact>
        <Fact term="Start (simulated)">{formatMoment(simulation.start_datetime)}</Fact>
        <Fact term="End (simulated)">{formatMoment(simulation.end_datetime)}</Fact>
        <Fact term="Duration">{`${formatDuration(simulation.duration)} (${simulation.duration} s)`}</Fact>
        <Fact term="Tags">
          <TagList tags={simulation.tags} />
        </Fact>
      </dl>
    </header>
  )
}

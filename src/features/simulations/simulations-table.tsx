import { Link } from 'react-router'
import type { Simulation } from '@/api/simulations/schema'
import { formatDuration } from './duration'
import { ModelLink, useModelNames } from './model-link'
import { TagList } from './tag-list'
import { formatUtc } from './utc-time'

export function SimulationsTable({ simulations }: { simulations: Simulation[] }) {
  const modelNames = useModelNames(simulations.map((simulation) => simulation.hydromodel_id))
  return (
    <div className="table-wrap">
      <table>
        <caption className="visually-hidden">Simulations</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
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
        <tbody>
          {simulations.map((simulation) => (
            <tr key={simulation.id}>
              <td>
                <Link to={`/simulations/${simulation.id}`}>{simulation.name}</Link>
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
          ))}
        </tbody>
      </table>
    </div>
  )
}

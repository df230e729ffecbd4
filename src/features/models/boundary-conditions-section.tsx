import { useQuery } from '@tanstack/react-query'
import { boundaryConditionsQuery } from '@/api/queries/models'
import type { ModelBoundaryCondition } from '@/api/schemas/models'
import { ArtefactSection } from './artefact-section'
import { QueryStates } from './query-states'

const DIMENSIONS: Record<ModelBoundaryCondition['dimension'], string> = {
  one_d: '1D',
  two_d: '2D',
}

const TYPES: Record<ModelBoundaryCondition['type'], string> = {
  water_level: 'Water level (m)',
  discharge: 'Discharge (m³/s)',
  velocity: 'Velocity (m/s)',
  riemann: 'Riemann',
  sommerfeldt: 'Sommerfeldt',
}

export function BoundaryConditionsSection({ modelId }: { modelId: number }) {
  const result = useQuery(boundaryConditionsQuery(modelId))
  return (
    <ArtefactSection
      title="Model boundaries"
      description="A boundary-conditions file for a simulation needs one timeseries per boundary below."
    >
      <QueryStates
        result={result}
        what="model boundaries"
        isEmpty={(boundaries) => boundaries.length === 0}
        emptyTitle="This model has no boundaries"
      >
        {(boundaries) => (
          <div className="table-wrap">
            <table className="models-table">
              <thead>
                <tr>
                  <th scope="col" className="numeric">
                    Boundary ID
                  </th>
                  <th scope="col">Dimension</th>
                  <th scope="col">Type</th>
                </tr>
              </thead>
              <tbody>
                {boundaries.map((boundary) => (
                  <tr key={boundary.id}>
                    <th scope="row" className="numeric">
                      {boundary.boundary_id}
                    </th>
                    <td>{DIMENSIONS[boundary.dimension]}</td>
                    <td>{TYPES[boundary.type]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
    </ArtefactSection>
  )
}

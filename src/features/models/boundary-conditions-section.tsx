import { useQuery } from '@tanstack/react-query'
import { boundaryConditionsQuery } from '@/api/models/queries'
import type { ModelBoundaryCondition } from '@/api/models/schema'
import { ArtefactListSection } from './artefact-list-section'

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

const COLUMNS = [{ label: 'Boundary ID', numeric: true }, { label: 'Dimension' }, { label: 'Type' }]

export function BoundaryConditionsSection({ modelId }: { modelId: number }) {
  const result = useQuery(boundaryConditionsQuery(modelId))
  return (
    <ArtefactListSection
      title="Model boundaries"
      description="A boundary-conditions file for a simulation needs one timeseries per boundary below."
      result={result}
      what="model boundaries"
      emptyTitle="This model has no boundaries"
      columns={COLUMNS}
      cells={(boundary) => (
        <>
          <th scope="row" className="numeric">
            {boundary.boundary_id}
          </th>
          <td>{DIMENSIONS[boundary.dimension]}</td>
          <td>{TYPES[boundary.type]}</td>
        </>
      )}
    />
  )
}

import { useQuery } from '@tanstack/react-query'
import { potentialBreachesQuery } from '@/api/queries/models'
import { ArtefactSection } from './artefact-section'
import { formatMetres } from './format'
import { QueryStates } from './query-states'

export function PotentialBreachesSection({ modelId }: { modelId: number }) {
  const result = useQuery(potentialBreachesQuery(modelId))
  const count = result.data?.length
  return (
    <ArtefactSection
      title={count === undefined ? 'Potential breaches' : `Potential breaches (${count})`}
      description="Locations on the levees that a breach event can refer to."
    >
      <QueryStates
        result={result}
        what="potential breaches"
        isEmpty={(breaches) => breaches.length === 0}
        emptyTitle="This model has no potential breaches"
        emptyDescription="Breach events need a levee; models without levees (e.g. sewer models) have none."
      >
        {(breaches) => (
          <div className="table-wrap">
            <table className="models-table">
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Name</th>
                  <th scope="col">Levee material</th>
                  <th scope="col" className="numeric">
                    Max breach depth
                  </th>
                </tr>
              </thead>
              <tbody>
                {breaches.map((breach) => (
                  <tr key={breach.id}>
                    <th scope="row">{breach.code ?? `#${breach.id}`}</th>
                    <td>{breach.display_name ?? '–'}</td>
                    <td>{breach.levee_material}</td>
                    <td className="numeric">{formatMetres(breach.maximum_breach_depth)}</td>
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

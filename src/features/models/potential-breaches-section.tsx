import { useQuery } from '@tanstack/react-query'
import { potentialBreachesQuery } from '@/api/models/queries'
import { ArtefactListSection } from './artefact-list-section'
import { formatMetres } from './format'

const COLUMNS = [
  { label: 'Code' },
  { label: 'Name' },
  { label: 'Levee material' },
  { label: 'Max breach depth', numeric: true },
]

export function PotentialBreachesSection({ modelId }: { modelId: number }) {
  const result = useQuery(potentialBreachesQuery(modelId))
  const count = result.data?.rows.length
  return (
    <ArtefactListSection
      title={count === undefined ? 'Potential breaches' : `Potential breaches (${count})`}
      description="Locations on the levees that a breach event can refer to."
      result={result}
      what="potential breaches"
      emptyTitle="This model has no potential breaches"
      emptyDescription="Breach events need a levee; models without levees (e.g. sewer models) have none."
      columns={COLUMNS}
      cells={(breach) => (
        <>
          <th scope="row">{breach.code ?? `#${breach.id}`}</th>
          <td>{breach.display_name ?? '–'}</td>
          <td>{breach.levee_material}</td>
          <td className="numeric">{formatMetres(breach.maximum_breach_depth)}</td>
        </>
      )}
    />
  )
}

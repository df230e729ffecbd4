import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { modelCatalogueQuery, modelQuery } from '@/api/models/queries'

/** No list filter takes several model ids: names come from the catalogue (decision 0013). */
export function useModelNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const catalogue = useQuery(modelCatalogueQuery())
  const settled = catalogue.data !== undefined || catalogue.isError
  const missing = settled ? [...new Set(ids)].filter((id) => !catalogue.data?.has(id)) : []
  const fallback = useQueries({
    queries: missing.map((id) => modelQuery(id)),
    combine: (results) =>
      results.flatMap((result, index) => {
        const id = missing[index]
        return result.data && id !== undefined ? [[id, result.data.name] as const] : []
      }),
  })
  const names = new Map<number, string>()
  for (const id of ids) {
    const name = catalogue.data?.get(id)?.name
    if (name !== undefined) names.set(id, name)
  }
  for (const [id, name] of fallback) names.set(id, name)
  return names
}

/** Its number when the name is unknown, so a missing model adds no error noise. */
export function ModelLink({ id, name }: { id: number; name: string | undefined }) {
  return <Link to={`/models/${id}`}>{name ?? `Model #${id}`}</Link>
}

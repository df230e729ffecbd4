import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { modelCatalogueQuery, modelQuery } from '@/api/models/queries'

/**
 * Names of the models behind a page of rows. The spec has no list filter on several model ids,
 * so the names come from the session's model catalogue (one set of list requests, decision 0013);
 * only an id the catalogue does not hold gets its own detail request, once the catalogue is in.
 * Ids whose model is loading or unreadable are absent.
 */
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

/** The model's name when known; its number otherwise, so a missing model adds no error noise. */
export function ModelLink({ id, name }: { id: number; name: string | undefined }) {
  return <Link to={`/models/${id}`}>{name ?? `Model #${id}`}</Link>
}

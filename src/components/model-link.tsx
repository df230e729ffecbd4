import { useQueries } from '@tanstack/react-query'
import { Link } from 'react-router'
import { modelQuery } from '@/api/models/queries'

/**
 * Names of the models behind a page of rows: one cached detail request per distinct id, since the
 * spec promises no list filter on several ids. Ids whose model is loading or unreadable are absent.
 */
export function useModelNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const distinct = [...new Set(ids)]
  return useQueries({
    queries: distinct.map((id) => modelQuery(id)),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const id = distinct[index]
          return result.data && id !== undefined ? [[id, result.data.name] as const] : []
        }),
      ),
  })
}

/** The model's name when known; its number otherwise, so a missing model adds no error noise. */
export function ModelLink({ id, name }: { id: number; name: string | undefined }) {
  return <Link to={`/models/${id}`}>{name ?? `Model #${id}`}</Link>
}

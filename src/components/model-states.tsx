import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { isApiError } from '@/api/errors'
import { modelQuery } from '@/api/models/queries'
import type { Model } from '@/api/models/schema'
import { DocumentTitle } from './document-title'
import { QueryStates } from './query-states'

/** Another organisation's model answers 404 too: "not found", not a failure to try again. */
export function ModelStates({
  id,
  notFound,
  children,
}: {
  id: number
  notFound: ReactNode
  children: (model: Model) => ReactNode
}) {
  const result = useQuery(modelQuery(id))
  if (result.data === undefined && isApiError(result.error) && result.error.status === 404) {
    return notFound
  }
  return (
    <>
      {result.data === undefined ? <DocumentTitle title="Model" /> : null}
      <QueryStates
        query={result}
        queryKeys={[modelQuery(id).queryKey]}
        loading="Loading the model…"
        errorTitle="The model could not be loaded"
        errorAction={<Link to="/models">Back to the models</Link>}
      >
        {children}
      </QueryStates>
    </>
  )
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ActionError } from '@/components/action-error'
import { Button } from '@/components/button'
import { DocumentTitle } from '@/components/document-title'
import { NotFoundPage } from './not-found-page'

function describe(error: unknown): string {
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message)
  ) {
    return 'Part of the app could not be loaded, perhaps because a new version was published. Reload the page to continue.'
  }
  return error instanceof Error ? error.message : 'An unexpected error stopped this page.'
}

/** The error boundary of every route: the page failed, the app did not. */
export function RouteErrorPage() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <ActionError as="section" className="page-message">
      <DocumentTitle title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p>{describe(error)}</p>
      <div className="page-message__actions">
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Link to="/">Go to the home page</Link>
      </div>
    </ActionError>
  )
}

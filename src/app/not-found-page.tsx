import { Link } from 'react-router'
import { DocumentTitle } from '@/components/document-title'

export function NotFoundPage() {
  return (
    <section className="page-message">
      <DocumentTitle title="Page not found" />
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  )
}

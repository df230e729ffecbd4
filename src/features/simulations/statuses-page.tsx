import { DocumentTitle } from '@/components/document-title'

export function StatusesPage() {
  return (
    <section>
      <DocumentTitle title="Statuses" />
      <h1>Statuses</h1>
      <p>Coming soon.</p>
    </section>
  )
}

import { DocumentTitle } from '@/components/document-title'

export function ModelsPage() {
  return (
    <section>
      <DocumentTitle title="Models" />
      <h1>Models</h1>
      <p>Coming soon.</p>
    </section>
  )
}

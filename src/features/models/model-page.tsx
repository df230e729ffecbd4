import { DocumentTitle } from '@/components/document-title'

export function ModelPage() {
  return (
    <section>
      <DocumentTitle title="Model" />
      <h1>Model</h1>
      <p>Coming soon.</p>
    </section>
  )
}

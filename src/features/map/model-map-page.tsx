import { DocumentTitle } from '@/components/document-title'

export function ModelMapPage() {
  return (
    <section>
      <DocumentTitle title="Model map" />
      <h1>Model map</h1>
      <p>Coming soon.</p>
    </section>
  )
}

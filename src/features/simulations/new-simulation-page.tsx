import { DocumentTitle } from '@/components/document-title'

export function NewSimulationPage() {
  return (
    <section>
      <DocumentTitle title="New simulation" />
      <h1>New simulation</h1>
      <p>Coming soon.</p>
    </section>
  )
}

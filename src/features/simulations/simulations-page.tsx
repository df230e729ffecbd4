import { DocumentTitle } from '@/components/document-title'

export function SimulationsPage() {
  return (
    <section>
      <DocumentTitle title="Simulations" />
      <h1>Simulations</h1>
      <p>Coming soon.</p>
    </section>
  )
}

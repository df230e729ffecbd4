import { DocumentTitle } from '@/components/document-title'

export function SimulationPage() {
  return (
    <section>
      <DocumentTitle title="Simulation" />
      <h1>Simulation</h1>
      <p>Coming soon.</p>
    </section>
  )
}

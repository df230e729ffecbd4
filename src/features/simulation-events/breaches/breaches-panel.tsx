/** Skeleton: the configuration issue fills this panel. */
export function BreachesPanel() {
  return (
    <section className="panel">
      <h2>Breaches</h2>
    </section>
  )
}

/** Skeleton: the configuration issue fills this panel. */
export function SavedStateEventsPanel() {
  return (
    <section className="panel">
      <h2>Saved-state events</h2>
    </section>
  )
}

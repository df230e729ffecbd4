/** Skeleton: the configuration issue fills this panel. */
export function RainPanel() {
  return (
    <section className="panel">
      <h2>Rain (NetCDF)</h2>
    </section>
  )
}

import { lazy, Suspense } from 'react'

const SeriesChart = lazy(() => import('./series-chart'))

/** The first rows of a boundary's series as read, and its chart (a lazy chunk). */
export function SeriesValues({
  values,
  interpolate,
  label,
}: {
  values: readonly [number, number][]
  interpolate: boolean
  label: string
}) {
  return (
    <>
      <table className="boundary-series__table" aria-label={`Values of ${label}`}>
        <thead>
          <tr>
            <th scope="col">Time (s)</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {values.slice(0, 50).map(([time, value], row) => (
            <tr key={row}>
              <td>{time}</td>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {values.length > 50 ? <p className="muted">and {values.length - 50} more rows</p> : null}
      <Suspense fallback={<p className="muted">Loading the chart…</p>}>
        <SeriesChart values={values} interpolate={interpolate} label={label} />
      </Suspense>
    </>
  )
}

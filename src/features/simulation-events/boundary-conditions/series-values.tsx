import { lazy, Suspense } from 'react'
import { timeUnits, type TimeUnit } from './parse-rows'

const SeriesChart = lazy(() => import('./series-chart'))

/** Seconds back in the unit the rows were typed in (the file keeps seconds to the millisecond). */
function inUnit(values: readonly [number, number][], unit: TimeUnit): [number, number][] {
  const factor = timeUnits[unit]
  return values.map(([time, value]) => [Math.round((time / factor) * 1e6) / 1e6, value])
}

export function SeriesValues({
  values: seconds,
  unit,
  interpolate,
  label,
}: {
  values: readonly [number, number][]
  unit: TimeUnit
  interpolate: boolean
  label: string
}) {
  const values = inUnit(seconds, unit)
  return (
    <>
      <table className="boundary-series__table" aria-label={`Values of ${label}`}>
        <thead>
          <tr>
            <th scope="col">Time ({unit})</th>
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
        <SeriesChart values={values} unit={unit} interpolate={interpolate} label={label} />
      </Suspense>
    </>
  )
}

import { lazy, Suspense } from 'react'
import { formatDuration } from '@/lib/duration'
import {
  peakMmPerHour,
  rainAgainstRun,
  rainEndSeconds,
  totalDepthMm,
  type RainSeries,
} from '@/lib/rain/rain-series'

import './rain-preview.css'

const HyetographChart = lazy(() => import('./hyetograph-chart'))

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en')
const percentOf = (seconds: number, run: number) => `${Math.min(100, (seconds / run) * 100)}%`

/** What falls (total, peak, bars per interval) and where it falls on the run's time axis. */
export function RainPreview({ series, runSeconds }: { series: RainSeries; runSeconds: number }) {
  const end = rainEndSeconds(series)
  const warning = rainAgainstRun(series, runSeconds)
  return (
    <figure className="rain-preview" aria-label="Hyetograph">
      <p className="rain-preview__summary">
        Total {oneDecimal(totalDepthMm(series))} mm, peak {oneDecimal(peakMmPerHour(series))} mm/h,
        over {formatDuration(end - series.offsetSeconds)} in steps of{' '}
        {formatDuration(series.intervalSeconds)}.
      </p>
      <Suspense fallback={<p className="muted">Loading the chart…</p>}>
        <HyetographChart series={series} />
      </Suspense>
      <figcaption>
        <div
          className="rain-run-axis"
          role="img"
          aria-label={`The run from 0 s to ${formatDuration(runSeconds)}, the rain marked on it`}
        >
          <span
            className="rain-run-axis__rain"
            style={{
              left: percentOf(series.offsetSeconds, runSeconds),
              width: `calc(${percentOf(end, runSeconds)} - ${percentOf(series.offsetSeconds, runSeconds)})`,
            }}
          />
        </div>
        <p className="muted">
          Run 0 s → {formatDuration(runSeconds)}; rain {formatDuration(series.offsetSeconds)} →{' '}
          {formatDuration(end)}.
        </p>
        {warning ? (
          <p className="notice" role="note">
            {warning}
          </p>
        ) : null}
      </figcaption>
    </figure>
  )
}

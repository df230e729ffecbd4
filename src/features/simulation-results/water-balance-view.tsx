import { lazy, Suspense } from 'react'
import { LoadingState } from '@/components/loading-state'
import { legendOf } from './water-balance-columns'
import {
  chartTerms,
  flowOf,
  isAlwaysZero,
  parseWaterBalanceCsv,
  type WaterBalanceTerm,
} from './water-balance-csv'

const WaterBalanceChart = lazy(() => import('./water-balance-chart'))

type Chart = { label: string; description: string; terms: WaterBalanceTerm[] }

// The volume error has a chart of its own: beside thousands of m³ it would lie flat on zero.
function chartsOf(terms: WaterBalanceTerm[], timeInSeconds: boolean): Chart[] {
  const drawn = terms.filter((term) => !isAlwaysZero(term))
  const volumes = drawn.filter((term) => term.kind === 'volume' || term.kind === 'cumulative')
  const flows = timeInSeconds ? drawn.filter((term) => term.kind === 'cumulative').map(flowOf) : []
  const errors = terms.filter((term) => term.kind === 'error')
  return [
    {
      label: 'Volumes in the water balance',
      description: 'Stored volumes and running totals',
      terms: volumes,
    },
    {
      label: 'Flows in the water balance',
      description: 'Running totals as flows per output interval',
      terms: flows,
    },
    { label: 'Volume error of the water balance', description: 'The volume error', terms: errors },
  ].filter((chart) => chart.terms.some((term) => term.points.length > 0))
}

export function WaterBalanceView({ text }: { text: string }) {
  const balance = parseWaterBalanceCsv(text)
  if (!balance.ok) {
    return (
      <p className="notice notice--warning" role="note">
        The water balance cannot be drawn: {balance.reason}
      </p>
    )
  }
  const zero = balance.terms.filter(isAlwaysZero).filter((term) => term.kind !== 'error')
  return (
    <Suspense fallback={<LoadingState label="Loading the chart…" />}>
      {chartsOf(balance.terms, balance.timeKind === 'seconds').map((chart) => (
        <WaterBalanceChart
          key={chart.label}
          label={chart.label}
          description={chart.description}
          terms={chartTerms(chart.terms)}
          rows={balance.rows}
          timeKind={balance.timeKind}
        />
      ))}
      {zero.length > 0 ? (
        <p className="muted">
          0 throughout, not drawn: {zero.map((term) => legendOf(term)).join(', ')}.
        </p>
      ) : null}
    </Suspense>
  )
}

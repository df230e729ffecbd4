import { EmptyState } from '@/components/empty-state'
import type { ResultsMapView } from './results-map-search'
import type { DrawnValues } from './use-map-values'

const whenOf = (view: ResultsMapView) =>
  view === 'depth' || view === 'level' ? 'at this output time' : 'over the run'

export function noValuesNote(view: ResultsMapView, drawn: DrawnValues | null): string | null {
  if (!drawn || drawn.absent || drawn.noValues === 0 || drawn.noValues === drawn.values.length) {
    return null
  }
  const count = `${drawn.noValues.toLocaleString('en')} of ${drawn.values.length.toLocaleString('en')}`
  return `${count} cells have no value in the results file ${whenOf(view)}; they are not drawn.`
}

// Missing data must not look like a dry model.
export function NoValuesStatus({
  view,
  drawn,
}: {
  view: ResultsMapView
  drawn: DrawnValues | null
}) {
  if (drawn?.absent) {
    return (
      <div className="results-map__status" role="status">
        <EmptyState title={drawn.absent} description="Choose another view of this run." />
      </div>
    )
  }
  if (!drawn || drawn.values.length === 0 || drawn.noValues < drawn.values.length) return null
  return (
    <div className="results-map__status" role="status">
      <EmptyState
        title={`The results file has no values ${whenOf(view)}`}
        description="Every cell holds a fill value, so nothing is drawn: this is missing data, not a dry model."
      />
    </div>
  )
}

import { resultsMapViewLabels, resultsMapViews, type ResultsMapView } from './results-map-search'

export function MapViewChoice({
  view,
  onView,
}: {
  view: ResultsMapView
  onView: (view: ResultsMapView) => void
}) {
  return (
    <fieldset className="results-map__views">
      <legend className="visually-hidden">Show on the map</legend>
      {resultsMapViews.map((option) => (
        <label key={option} className="results-map__view">
          <input
            type="radio"
            name="results-map-view"
            value={option}
            checked={view === option}
            onChange={() => onView(option)}
          />
          {resultsMapViewLabels[option]}
        </label>
      ))}
    </fieldset>
  )
}

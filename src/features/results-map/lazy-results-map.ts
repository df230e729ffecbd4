import { preloadableLazy } from '@/components/preloadable-lazy'

// maplibre, the cell layer and recharts load with the map, not with the list of files.
const resultsMap = preloadableLazy(() =>
  import('./results-map').then((module) => module.ResultsMap),
)

export const lazyResultsMap = {
  Component: resultsMap.Component,
  preload: () => {
    resultsMap.preload().catch(() => {})
    void import('@/components/map/lazy-model-map').then((map) => map.preloadModelMap())
  },
}

import type { ComponentType } from 'react'
import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'
import type { ResultsMapProps } from './results-page'

type LazyResultsMap = { Component: ComponentType<ResultsMapProps>; preload: () => void }

/** The result files of a run; the app hands in the results map, a feature of its own. */
export function resultsSection(resultsMap: LazyResultsMap): SimulationSection {
  return {
    path: 'results',
    label: 'Results',
    overviewKeys: [],
    lazy: async () => {
      resultsMap.preload()
      const { ResultsPage } = await import('./results-page')
      return { Component: () => <ResultsPage ResultsMap={resultsMap.Component} /> }
    },
  }
}

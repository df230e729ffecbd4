import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

/** The result files of a finished or crashed run, and what is in them. */
export const resultsSection: SimulationSection = {
  path: 'results',
  label: 'Results',
  overviewKeys: [],
  lazy: async () => {
    const page = await import('./results-page')
    page.preloadResultsMap()
    return { Component: page.ResultsPage }
  },
}

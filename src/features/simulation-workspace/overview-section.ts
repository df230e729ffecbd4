import type { SimulationSection } from '@/components/workspace/simulation-sections'

export const overviewSection: SimulationSection = {
  path: '',
  label: 'Overview',
  overviewKeys: [],
  lazy: async () => ({ Component: (await import('./overview-page')).OverviewPage }),
}

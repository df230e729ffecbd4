import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

export const overviewSection: SimulationSection = {
  path: '',
  label: 'Overview',
  overviewKeys: [],
  lazy: async () => ({ Component: (await import('./overview-page')).OverviewPage }),
}

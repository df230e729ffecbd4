import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

/** Today's simulation page: what is configured and the status history. */
export const overviewSection: SimulationSection = {
  path: '',
  label: 'Overview',
  overviewKeys: [],
  lazy: async () => ({ Component: (await import('./overview-page')).OverviewPage }),
}

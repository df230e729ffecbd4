import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

export const postProcessingSection: SimulationSection = {
  path: 'post-processing',
  label: 'Post-processing',
  overviewKeys: [],
  lazy: async () => ({
    Component: (await import('./post-processing-page')).PostProcessingPage,
  }),
}

import type { SimulationSection } from '@/components/workspace/simulation-sections'

export const postProcessingSection: SimulationSection = {
  path: 'post-processing',
  label: 'Post-processing',
  overviewKeys: [],
  lazy: async () => ({
    Component: (await import('./post-processing-page')).PostProcessingPage,
  }),
}

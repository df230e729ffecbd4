import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

export const initialConditionsSection: SimulationSection = {
  path: 'initial-conditions',
  label: 'Initial conditions',
  overviewKeys: [
    'initial_savedstate',
    'initial_onedwaterlevelpredefined',
    'initial_twodwaterraster',
  ],
  lazy: async () => ({
    Component: (await import('./initial-conditions-page')).InitialConditionsPage,
  }),
}

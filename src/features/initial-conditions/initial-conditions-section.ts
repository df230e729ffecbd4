import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

/** Saved state, predefined 1D water levels and the 2D water level raster of one simulation. */
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

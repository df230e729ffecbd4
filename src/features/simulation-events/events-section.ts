import type { SimulationSection } from '@/components/workspace/use-workspace-simulation'

export const eventsSection: SimulationSection = {
  path: 'events',
  label: 'Events',
  overviewKeys: [
    'breach',
    'filerasterrain',
    'savedstates',
    'fileboundaryconditions',
    'tablestructurecontrols',
    'timedstructurecontrols',
  ],
  lazy: async () => ({ Component: (await import('./events-page')).EventsPage }),
}

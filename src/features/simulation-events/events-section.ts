import type { SimulationSection } from '@/components/workspace/simulation-sections'

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

import type { SimulationSection } from '@/lib/simulation-sections'

/** Breaches, rain, saved-state events and boundary conditions of one simulation. */
export const eventsSection: SimulationSection = {
  path: 'events',
  label: 'Events',
  overviewKeys: ['breach', 'filerasterrain', 'savedstates', 'fileboundaryconditions'],
  lazy: async () => ({ Component: (await import('./events-page')).EventsPage }),
}

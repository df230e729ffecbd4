import type { SimulationSection } from '@/lib/simulation-sections'

/** Breaches, rain and saved-state events of one simulation. */
export const eventsSection: SimulationSection = {
  path: 'events',
  label: 'Events',
  overviewKeys: ['breach', 'filerasterrain', 'savedstates'],
  lazy: async () => ({ Component: (await import('./events-page')).EventsPage }),
}

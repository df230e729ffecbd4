import type { SimulationEvents } from '@/api/simulations/events-schema'
import { ownValue } from '@/lib/own-value'
import { sectionIndicator } from './section-indicator'

export type OverviewItem = { key: string; label: string; count: number; needsAttention: number }
export type EventsOverview = { initialConditions: OverviewItem[]; events: OverviewItem[] }

const labels: Record<string, string> = {
  initial_savedstate: 'Saved state',
  initial_onedwaterlevel: '1D water level',
  initial_onedwaterlevelpredefined: '1D water level (predefined)',
  initial_onedwaterlevelfile: '1D water level (file)',
  initial_twodwaterlevel: '2D water level',
  initial_twodwaterraster: '2D water level (raster)',
  initial_groundwaterlevel: 'Groundwater level',
  initial_groundwaterraster: 'Groundwater level (raster)',
  breach: 'Breaches',
  filerasterrain: 'Rain (NetCDF raster)',
  filetimeseriesrain: 'Rain (time series file)',
  timeseriesrain: 'Rain (time series)',
  localrain: 'Local rain',
  fileboundaryconditions: 'Boundary conditions file',
  tablestructurecontrols: 'Structure controls (table)',
  timedstructurecontrols: 'Structure controls (timed)',
  memorystructurecontrols: 'Structure controls (memory)',
  filestructurecontrols: 'Structure controls (file)',
  savedstates: 'Saved-state events',
  laterals: 'Laterals',
  wind: 'Wind',
}

export function eventKindLabel(key: string): string {
  const known = ownValue(labels, key)
  if (known !== undefined) return known
  const words = key.replace(/^initial_/, '').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Only the kinds that are configured, initial conditions apart from events, in label order. */
export function summariseEvents(events: SimulationEvents): EventsOverview {
  const items = Object.entries(events)
    .map(([key]) => {
      const { configured, needsAttention } = sectionIndicator([key], events)
      return { key, label: eventKindLabel(key), count: configured, needsAttention }
    })
    .filter((item) => item.count > 0)
    .sort((left, right) => left.label.localeCompare(right.label))
  return {
    initialConditions: items.filter((item) => item.key.startsWith('initial_')),
    events: items.filter((item) => !item.key.startsWith('initial_')),
  }
}

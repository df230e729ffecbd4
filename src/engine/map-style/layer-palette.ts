import type { DrawnCategory } from './map-categories'

/** How a category is drawn; the map layers and the legend both read it, so they never disagree. */
export type CategorySymbol =
  | { kind: 'line'; color: string; width: number; dash?: [number, number] }
  | { kind: 'circle'; color: string; radius: number; stroke: string; strokeWidth: number }
  | { kind: 'marker'; color: string; radius: number; ring: string }
  | { kind: 'outline'; color: string; opacity: number }

/** Colours follow the conventions of modeller tools: brown levees, blue water, red breaches. */
export const categorySymbols: Record<DrawnCategory, CategorySymbol> = {
  cells: { kind: 'outline', color: '#6b7785', opacity: 0.45 },
  levees: { kind: 'line', color: '#8d6e3f', width: 4 },
  channels: { kind: 'line', color: '#1f78b4', width: 2.5 },
  pipes: { kind: 'line', color: '#6d4c9f', width: 2, dash: [2, 1] },
  culverts: { kind: 'line', color: '#2e7d32', width: 5 },
  weirs: { kind: 'line', color: '#e65100', width: 6 },
  orifices: { kind: 'line', color: '#c2185b', width: 6 },
  manholes: { kind: 'circle', color: '#ffffff', radius: 3.5, stroke: '#37474f', strokeWidth: 1.5 },
  pumps: { kind: 'circle', color: '#6a1b9a', radius: 6, stroke: '#ffffff', strokeWidth: 2 },
  breaches: { kind: 'marker', color: '#d32f2f', radius: 7, ring: '#ffffff' },
  // Dark where manholes are white, so a node on a manhole still reads as its own target.
  'connection-nodes': {
    kind: 'circle',
    color: '#263238',
    radius: 4,
    stroke: '#ffffff',
    strokeWidth: 1.5,
  },
}

export const highlightColors = { hover: '#ffb300', selected: '#00b8d4' } as const

import type { FilterSpecification, LayerSpecification } from 'maplibre-gl'

/** Where the offline basemap's files are: all on the app's own origin (CSP 'self'). */
export type OfflineBasemapData = {
  outline: string
  context: string
  glyphs: string
}

export const contextSourceId = 'basemap-context'
export const contextFontStack = 'Noto Sans Regular'
/** ODbL and CC BY ask for the credit wherever the data is shown (public/basemap/README.md). */
export const contextAttribution =
  'Coast © OpenStreetMap contributors (ODbL), villages © GeoNames (CC BY 4.0)'

/** Below it the country-scale outline reads better; above it the outline is a beige plane. */
const CONTEXT_MIN_ZOOM = 8

export const offlineContextLayerIds = [
  'basemap-context-sea',
  'basemap-context-land',
  'basemap-context-places',
]

const byKind = (kind: string): FilterSpecification => ['==', ['get', 'kind'], kind]

/** The sea is a box around each coastal area, so the coarse outline's coast is hidden. */
export function offlineContextLayers(seaColor: string, landColor: string): LayerSpecification[] {
  return [
    {
      id: 'basemap-context-sea',
      type: 'fill',
      source: contextSourceId,
      minzoom: CONTEXT_MIN_ZOOM,
      filter: byKind('sea'),
      paint: { 'fill-color': seaColor },
    },
    {
      id: 'basemap-context-land',
      type: 'fill',
      source: contextSourceId,
      minzoom: CONTEXT_MIN_ZOOM,
      filter: byKind('land'),
      paint: { 'fill-color': landColor, 'fill-outline-color': '#a9c4d4' },
    },
    {
      id: 'basemap-context-places',
      type: 'symbol',
      source: contextSourceId,
      minzoom: CONTEXT_MIN_ZOOM + 1,
      filter: byKind('place'),
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [contextFontStack],
        'text-size': ['interpolate', ['linear'], ['zoom'], 9, 11, 14, 15],
      },
      paint: { 'text-color': '#5b5348', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
    },
  ]
}

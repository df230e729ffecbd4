import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl'
import { buildCategoryLayers, buildSource } from '../src/components/map/layer-specs'

declare global {
  interface Window {
    __bareMap?: MaplibreMap
    __bareIdle?: number
  }
}

export type BarePageOptions = {
  geojsonUrl: string
  bounds: [[number, number], [number, number]]
  width: number
  height: number
}

/** What maplibre alone costs: the same GeoJSON, the same cells layers, map size and view. */
export function barePage({ geojsonUrl, ...view }: BarePageOptions): string {
  return barePageWithStyle({
    ...view,
    style: {
      version: 8,
      sources: { 'model-cells': buildSource('cells', geojsonUrl) },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#d7e6ef' } },
        ...buildCategoryLayers('cells', true),
      ],
    },
  })
}

/**
 * A page with nothing but maplibre's own build and `style` (and any further map options);
 * `window.__bareMap` is the map and `window.__bareIdle` the time of its first idle with the
 * cells source loaded.
 */
export function barePageWithStyle({
  style,
  bounds,
  width,
  height,
  mapOptions = {},
}: Omit<BarePageOptions, 'geojsonUrl'> & {
  style: StyleSpecification
  mapOptions?: Record<string, unknown>
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare maplibre</title>
<link rel="stylesheet" href="/maplibre-gl.css">
<style>html, body { margin: 0 } #map { width: ${width}px; height: ${height}px }</style>
</head><body><div id="map"></div>
<script src="/maplibre-gl.js"></script>
<script>
const map = new maplibregl.Map({
  container: 'map',
  style: ${JSON.stringify(style)},
  bounds: ${JSON.stringify(bounds)},
  fitBoundsOptions: { padding: 32 },
  ...${JSON.stringify(mapOptions)},
})
window.__bareMap = map
map.on('idle', () => {
  if (window.__bareIdle === undefined && map.isSourceLoaded('model-cells')) {
    window.__bareIdle = performance.now()
  }
})
</script></body></html>`
}

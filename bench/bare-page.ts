import type { StyleSpecification } from 'maplibre-gl'
import { buildCategoryLayers, buildSource } from '../src/components/map/layer-specs'

export type BarePageOptions = {
  geojsonUrl: string
  bounds: [[number, number], [number, number]]
  width: number
  height: number
}

/** What maplibre alone costs: the same GeoJSON, the same cells layers, map size and view. */
export function barePage({ geojsonUrl, bounds, width, height }: BarePageOptions): string {
  const style: StyleSpecification = {
    version: 8,
    sources: { 'model-cells': buildSource('cells', geojsonUrl) },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#d7e6ef' } },
      ...buildCategoryLayers('cells', true),
    ],
  }
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
})
window.__bareMap = map
map.on('idle', () => {
  if (window.__bareIdle === undefined && map.isSourceLoaded('model-cells')) {
    window.__bareIdle = performance.now()
  }
})
</script></body></html>`
}

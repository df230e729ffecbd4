import type { Map as MaplibreMap, StyleSpecification, VectorSourceSpecification } from 'maplibre-gl'
import { buildCategoryLayers, buildSource } from '../src/engine/map-style/layer-specs'

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
 * What maplibre alone costs over tiles cut beforehand (bench/pre-cut-tiles.ts): the app's vector
 * source (max zoom, promoted id) with static `.pbf` URLs instead of its `polder-grid://` protocol,
 * and the app's cells layers for tiles (`source-layer`), map size and view.
 */
export function bareTilesPage({
  tilesTemplate,
  ...view
}: Omit<BarePageOptions, 'geojsonUrl'> & { tilesTemplate: string }): string {
  const source = buildSource('cells', '', 'grid') as VectorSourceSpecification
  return barePageWithStyle({
    ...view,
    style: {
      version: 8,
      sources: { 'model-cells': { ...source, tiles: [tilesTemplate] } },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#d7e6ef' } },
        ...buildCategoryLayers('cells', true, 'grid'),
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

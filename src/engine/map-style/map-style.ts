import type { FeatureCollection, Point } from 'geojson'
import type {
  FilterSpecification,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl'
import {
  buildCategoryLayers,
  buildConnectionNodeSource,
  buildSource,
  sourceId,
} from './layer-specs'
import type { Basemap } from '@/config/basemaps'
import type { MapCategory } from './map-categories'
import type { MapSourceFormat } from './map-source'
import {
  contextAttribution,
  contextSourceId,
  offlineContextLayers,
  type OfflineBasemapData,
} from '../basemap/offline-context-style'

export type ModelLayerInput = {
  category: MapCategory
  url: string | null
  format?: MapSourceFormat
  visible: boolean
}

export type OnlineBasemap =
  | { kind: 'raster'; tiles: string; attribution: string; maxzoom: number | undefined }
  | { kind: 'style'; url: string }

export const outlineSourceId = 'basemap-outline'
export const rasterSourceId = 'basemap-raster'

const seaColor = '#d7e6ef'
const landColor = '#f3f1ea'
/** About 1:250,000: past it a screen shows less than a region. */
const RIVERS_MAX_ZOOM = 11

/** Sea as background, land and inland water from the bundled outline: no request leaves the app. */
export function outlineBasemapLayers(): LayerSpecification[] {
  const byKind = (kind: string): FilterSpecification => ['==', ['get', 'kind'], kind]
  return [
    { id: 'basemap-sea', type: 'background', paint: { 'background-color': seaColor } },
    {
      id: 'basemap-land',
      type: 'fill',
      source: outlineSourceId,
      filter: byKind('land'),
      paint: { 'fill-color': landColor },
    },
    {
      id: 'basemap-water',
      type: 'fill',
      source: outlineSourceId,
      filter: byKind('water'),
      paint: { 'fill-color': seaColor, 'fill-outline-color': '#a9c4d4' },
    },
    {
      // Drawn by hand a km or more off: at a working zoom they would run through the wrong polder.
      id: 'basemap-rivers',
      type: 'line',
      source: outlineSourceId,
      maxzoom: RIVERS_MAX_ZOOM,
      filter: byKind('river'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': '#9cc0d6',
        'line-width': ['interpolate', ['linear'], ['zoom'], 6, 1, 12, 4],
      },
    },
    {
      id: 'basemap-border',
      type: 'line',
      source: outlineSourceId,
      filter: byKind('border'),
      paint: { 'line-color': '#b0a8a0', 'line-width': 1, 'line-dasharray': [3, 2] },
    },
  ]
}

export function outlineBasemapStyle(data: OfflineBasemapData): StyleSpecification {
  return {
    version: 8,
    name: 'Polder offline outline',
    glyphs: data.glyphs,
    sources: {
      [outlineSourceId]: { type: 'geojson', data: data.outline },
      [contextSourceId]: { type: 'geojson', data: data.context, attribution: contextAttribution },
    },
    layers: [...outlineBasemapLayers(), ...offlineContextLayers(seaColor, landColor)],
  }
}

/** The raster sits above the outline, so the outline still shows where the tiles are missing. */
export function rasterBasemapStyle(
  data: OfflineBasemapData,
  raster: Extract<OnlineBasemap, { kind: 'raster' }>,
): StyleSpecification {
  const outline = outlineBasemapStyle(data)
  const source: SourceSpecification = {
    type: 'raster',
    tiles: [raster.tiles],
    tileSize: 256,
    attribution: raster.attribution,
    ...(raster.maxzoom === undefined ? {} : { maxzoom: raster.maxzoom }),
  }
  return {
    ...outline,
    name: 'Polder online raster',
    sources: { ...outline.sources, [rasterSourceId]: source },
    layers: [...outline.layers, { id: rasterSourceId, type: 'raster', source: rasterSourceId }],
  }
}

export function onlineBasemapOf(basemap: Basemap | null): OnlineBasemap | null {
  if (!basemap) return null
  return basemap.url.includes('{z}')
    ? {
        kind: 'raster',
        tiles: basemap.url,
        attribution: basemap.attribution,
        maxzoom: basemap.maxzoom,
      }
    : { kind: 'style', url: basemap.url }
}

function modelSources(inputs: readonly ModelLayerInput[]): Record<string, SourceSpecification> {
  const sources: Record<string, SourceSpecification> = {}
  for (const input of inputs) {
    if (input.url) {
      sources[sourceId(input.category)] = buildSource(input.category, input.url, input.format)
    }
  }
  return sources
}

function modelLayers(inputs: readonly ModelLayerInput[]): LayerSpecification[] {
  return inputs
    .filter((input) => input.url)
    .flatMap((input) => buildCategoryLayers(input.category, input.visible, input.format))
}

function connectionNodeOverlay(nodes: FeatureCollection<Point> | null) {
  if (!nodes) return { sources: {}, layers: [] }
  return {
    sources: { [sourceId('connection-nodes')]: buildConnectionNodeSource(nodes) },
    layers: buildCategoryLayers('connection-nodes', true),
  }
}

/** Connection nodes go on top: they are picked among the other features. */
export function composeMapStyle(
  basemap: StyleSpecification,
  inputs: readonly ModelLayerInput[],
  connectionNodes: FeatureCollection<Point> | null = null,
): StyleSpecification {
  const nodes = connectionNodeOverlay(connectionNodes)
  return {
    ...basemap,
    sources: { ...basemap.sources, ...modelSources(inputs), ...nodes.sources },
    layers: [...basemap.layers, ...modelLayers(inputs), ...nodes.layers],
  }
}

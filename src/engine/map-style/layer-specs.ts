import type { FeatureCollection, Point } from 'geojson'
import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  FillLayerSpecification,
  GeoJSONSourceSpecification,
  LayerSpecification,
  LineLayerSpecification,
  VectorSourceSpecification,
} from 'maplibre-gl'
import {
  CELLS_TILE_LAYER,
  GRID_TILES_MAX_ZOOM,
  gridTilesTemplate,
} from '@/engine/grid-tiles/grid-tiles-api'
import { categorySymbols, highlightColors, type CategorySymbol } from './layer-palette'
import {
  drawnCategories,
  featureIdProperty,
  type DrawnCategory,
  type MapCategory,
} from './map-categories'
import type { MapSourceFormat } from './map-source'

const hovered: ExpressionSpecification = ['boolean', ['feature-state', 'hover'], false]
const selected: ExpressionSpecification = ['boolean', ['feature-state', 'selected'], false]

/** Full size from zoom 13, a third at a regional view, so markers do not merge into blobs. */
function byZoom(size: number): ExpressionSpecification {
  return ['interpolate', ['linear'], ['zoom'], 8, size / 3, 13, size]
}

export function sourceId(category: DrawnCategory): string {
  return `model-${category}`
}

export function pickLayerId(category: DrawnCategory): string {
  return `model-${category}`
}

export function categoryOfLayer(layerId: string): DrawnCategory | null {
  const category = drawnCategories.find((candidate) => pickLayerId(candidate) === layerId)
  return category ?? null
}

/** maplibre parses GeoJSON in its worker, never on the main thread. */
export function buildSource(
  category: MapCategory,
  url: string,
  format: MapSourceFormat = 'geojson',
): GeoJSONSourceSpecification | VectorSourceSpecification {
  if (format === 'grid') {
    return {
      type: 'vector',
      tiles: [gridTilesTemplate(url)],
      maxzoom: GRID_TILES_MAX_ZOOM,
      promoteId: featureIdProperty(category),
    }
  }
  const source: GeoJSONSourceSpecification = {
    type: 'geojson',
    data: url,
    promoteId: featureIdProperty(category),
  }
  return keptWhole.includes(category) ? { ...source, tolerance: 0 } : source
}

/** Structures a few metres long vanish when simplified at a regional zoom (a weir is 6 to 10 m). */
const keptWhole: readonly MapCategory[] = ['weirs', 'orifices', 'culverts']

/** The connection nodes are derived from the small network file, so they travel as data. */
export function buildConnectionNodeSource(
  nodes: FeatureCollection<Point>,
): GeoJSONSourceSpecification {
  return { type: 'geojson', data: nodes, promoteId: featureIdProperty('connection-nodes') }
}

function highlightOpacity(hover: number): ExpressionSpecification {
  return ['case', selected, 0.95, hovered, hover, 0]
}

function lineLayers(
  category: DrawnCategory,
  symbol: Extract<CategorySymbol, { kind: 'line' }>,
): LineLayerSpecification[] {
  const source = sourceId(category)
  const halo: LineLayerSpecification = {
    id: `${pickLayerId(category)}-halo`,
    type: 'line',
    source,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': ['case', selected, highlightColors.selected, highlightColors.hover],
      'line-width': byZoom(symbol.width + 8),
      'line-opacity': highlightOpacity(0.8),
    },
  }
  const line: LineLayerSpecification = {
    id: pickLayerId(category),
    type: 'line',
    source,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': symbol.color,
      'line-width': byZoom(symbol.width),
      ...(symbol.dash ? { 'line-dasharray': symbol.dash } : {}),
    },
  }
  return [halo, line]
}

function circleHalo(category: DrawnCategory, radius: number): CircleLayerSpecification {
  return {
    id: `${pickLayerId(category)}-halo`,
    type: 'circle',
    source: sourceId(category),
    paint: {
      'circle-radius': byZoom(radius + 6),
      'circle-color': ['case', selected, highlightColors.selected, highlightColors.hover],
      'circle-opacity': highlightOpacity(0.8),
    },
  }
}

function pickedCircle(
  category: DrawnCategory,
  radius: number,
  [color, stroke]: [string, string],
  strokeWidth: number,
): CircleLayerSpecification {
  return {
    id: pickLayerId(category),
    type: 'circle',
    source: sourceId(category),
    paint: {
      'circle-radius': byZoom(radius),
      'circle-color': color,
      'circle-stroke-color': stroke,
      'circle-stroke-width': byZoom(strokeWidth),
    },
  }
}

function circleLayers(
  category: DrawnCategory,
  symbol: Extract<CategorySymbol, { kind: 'circle' }>,
): CircleLayerSpecification[] {
  const { radius, color, stroke, strokeWidth } = symbol
  return [
    circleHalo(category, radius),
    pickedCircle(category, radius, [color, stroke], strokeWidth),
  ]
}

/** A ring with a dot: reads as a marker on top of the brown levee line, even without sprites. */
function markerLayers(
  category: DrawnCategory,
  symbol: Extract<CategorySymbol, { kind: 'marker' }>,
): CircleLayerSpecification[] {
  const ring = pickedCircle(category, symbol.radius, [symbol.ring, symbol.color], 3)
  const dot: CircleLayerSpecification = {
    id: `${pickLayerId(category)}-dot`,
    type: 'circle',
    source: sourceId(category),
    paint: { 'circle-radius': byZoom(symbol.radius / 2.5), 'circle-color': symbol.color },
  }
  return [circleHalo(category, symbol.radius), ring, dot]
}

function withAlpha(hex: string, alpha: number): string {
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16)
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`
}

/** One transparent fill per cell: a separate outline layer doubled a frame's cost (decision 0020). */
function outlineLayers(
  category: DrawnCategory,
  symbol: Extract<CategorySymbol, { kind: 'outline' }>,
): FillLayerSpecification[] {
  return [
    {
      id: pickLayerId(category),
      type: 'fill',
      source: sourceId(category),
      paint: {
        'fill-color': [
          'case',
          selected,
          withAlpha(highlightColors.selected, 0.95),
          hovered,
          withAlpha(highlightColors.hover, 0.35),
          'rgba(0, 0, 0, 0)',
        ],
        'fill-outline-color': withAlpha(symbol.color, symbol.opacity),
      },
    },
  ]
}

type LayersOf<Symbol> = (category: DrawnCategory, symbol: Symbol) => LayerSpecification[]
type LayersOfKind = {
  [Kind in CategorySymbol['kind']]: LayersOf<Extract<CategorySymbol, { kind: Kind }>>
}
const layersOfKind: LayersOfKind = {
  line: lineLayers,
  circle: circleLayers,
  marker: markerLayers,
  outline: outlineLayers,
}

function layersFor(category: DrawnCategory): LayerSpecification[] {
  const symbol = categorySymbols[category]
  // TypeScript does not pair the looked-up kind with its symbol; the table's type does.
  const layers = layersOfKind[symbol.kind] as LayersOf<CategorySymbol>
  return layers(category, symbol)
}

export function buildCategoryLayers(
  category: DrawnCategory,
  visible: boolean,
  format: MapSourceFormat = 'geojson',
): LayerSpecification[] {
  const visibility = visible ? 'visible' : 'none'
  const fromTiles = format === 'grid' ? { 'source-layer': CELLS_TILE_LAYER } : {}
  return layersFor(category).map(
    (layer) =>
      ({ ...layer, ...fromTiles, layout: { ...layer.layout, visibility } }) as LayerSpecification,
  )
}

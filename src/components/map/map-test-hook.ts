import type { Geometry, Position } from 'geojson'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect } from 'react'
import { featureTarget } from '@/engine/picking/feature-target'
import { pickLayerId, sourceId } from '@/engine/map-style/layer-specs'
import {
  drawnCategories,
  isDrawnCategory,
  type DrawnCategory,
} from '@/engine/map-style/map-categories'
import { offlineContextLayerIds } from '@/engine/basemap/offline-context-style'

/** Shipped on purpose: a canvas has no DOM and e2e runs the build; it only reads the map. */
export type FeaturePoint = { id: number; x: number; y: number }

export type PolderMapTestHook = {
  /** One pass over the tiles: feature by feature would decode every tile once per feature. */
  featurePoints: (category: string) => FeaturePoint[]
  firstIdleWithLayer: Partial<Record<DrawnCategory, number>>
  firstIdle: number | null
  isIdleWithLayer: (category: string) => boolean
  renderedContext: () => { kinds: string[]; places: string[] } | null
  /** Features of a category drawn on screen now (a hidden layer draws none). */
  renderedCount: (category: string) => number
  /** Every layer of the first map, bottom first, its custom layers (the water) included. */
  layerOrder: () => string[]
}

declare global {
  interface Window {
    __polderMap?: PolderMapTestHook
  }
}

function representativePosition(geometry: Geometry): Position | null {
  if (geometry.type === 'Point') return geometry.coordinates
  if (geometry.type === 'LineString') {
    return geometry.coordinates[Math.floor(geometry.coordinates.length / 2)] ?? null
  }
  if (geometry.type === 'Polygon') {
    // A cell's middle: the mean of its ring's corners (the last one repeats the first).
    const corners = geometry.coordinates[0]?.slice(0, -1) ?? []
    if (corners.length === 0) return null
    const mean = (axis: 0 | 1) =>
      corners.reduce((sum, corner) => sum + (corner[axis] ?? 0), 0) / corners.length
    return [mean(0), mean(1)]
  }
  return null
}

function sourceFeatures(map: MaplibreMap, category: string) {
  const target = isDrawnCategory(category) ? featureTarget(map, category) : null
  return target ? map.querySourceFeatures(target.source, { sourceLayer: target.sourceLayer }) : []
}

function featurePoints(map: MaplibreMap, category: string): FeaturePoint[] {
  const canvas = map.getCanvas().getBoundingClientRect()
  const byId = new Map<number, FeaturePoint>()
  for (const feature of sourceFeatures(map, category)) {
    const id = feature.id
    if (typeof id !== 'number' || byId.has(id)) continue
    const position = representativePosition(feature.geometry)
    if (!position || position[0] === undefined || position[1] === undefined) continue
    const pixel = map.project([position[0], position[1]])
    byId.set(id, { id, x: canvas.left + pixel.x, y: canvas.top + pixel.y })
  }
  return [...byId.values()]
}

function renderedContext(map: MaplibreMap) {
  const layers = offlineContextLayerIds.filter((id) => map.getLayer(id))
  if (!map.loaded() || layers.length === 0) return null
  const features = map.queryRenderedFeatures({ layers })
  const valueOf = (feature: (typeof features)[number], key: string) =>
    String(feature.properties[key])
  const places = features.filter((feature) => valueOf(feature, 'kind') === 'place')
  return {
    kinds: [...new Set(features.map((feature) => valueOf(feature, 'kind')))].sort(),
    places: [...new Set(places.map((feature) => valueOf(feature, 'name')))].sort(),
  }
}

function renderedCount(map: MaplibreMap, category: string): number {
  if (!isDrawnCategory(category) || !map.loaded()) return 0
  const id = pickLayerId(category)
  const layers = map.getLayersOrder().filter((layer) => layer === id || layer.startsWith(`${id}-`))
  return layers.length === 0 ? 0 : map.queryRenderedFeatures({ layers }).length
}

type IdleRecord = { idle: number | null; withLayer: PolderMapTestHook['firstIdleWithLayer'] }

/** A page may hold several maps (the Events section). */
const mounted = new Map<MaplibreMap, IdleRecord>()

const earliest = (left: number | null | undefined, right: number | null | undefined) =>
  left === undefined || left === null ? (right ?? null) : Math.min(left, right ?? left)

function installHook(): void {
  const maps = () => [...mounted.keys()]
  const firstIdleWithLayer: PolderMapTestHook['firstIdleWithLayer'] = {}
  let firstIdle: number | null = null
  for (const record of mounted.values()) {
    firstIdle = earliest(firstIdle, record.idle)
    for (const category of drawnCategories) {
      const at = earliest(firstIdleWithLayer[category], record.withLayer[category])
      if (at !== null) firstIdleWithLayer[category] = at
    }
  }
  window.__polderMap = {
    featurePoints: (category) => {
      const byId = new Map<number, FeaturePoint>()
      for (const map of maps()) {
        for (const point of featurePoints(map, category)) {
          if (!byId.has(point.id)) byId.set(point.id, point)
        }
      }
      return [...byId.values()].sort((a, b) => a.id - b.id)
    },
    firstIdleWithLayer,
    firstIdle,
    renderedContext: () => {
      const first = maps()[0]
      return first ? renderedContext(first) : null
    },
    renderedCount: (category) => maps().reduce((sum, map) => sum + renderedCount(map, category), 0),
    layerOrder: () => maps()[0]?.getLayersOrder() ?? [],
    isIdleWithLayer: (category) =>
      isDrawnCategory(category) &&
      maps().some(
        (map) =>
          map.loaded() &&
          Boolean(map.getSource(sourceId(category))) &&
          map.isSourceLoaded(sourceId(category)),
      ),
  }
}

export function useMapTestHook(map: MaplibreMap | null): void {
  useEffect(() => {
    if (!map) return
    const record: IdleRecord = { idle: null, withLayer: {} }
    const loaded = (category: DrawnCategory) =>
      Boolean(map.getSource(sourceId(category))) && map.isSourceLoaded(sourceId(category))
    const onIdle = () => {
      const now = performance.now()
      let changed = record.idle === null
      record.idle ??= now
      for (const category of drawnCategories) {
        if (record.withLayer[category] === undefined && loaded(category)) {
          record.withLayer[category] = now
          changed = true
        }
      }
      if (changed) installHook()
    }
    map.on('idle', onIdle)
    mounted.set(map, record)
    installHook()
    return () => {
      map.off('idle', onIdle)
      mounted.delete(map)
      if (mounted.size === 0) delete window.__polderMap
      else installHook()
    }
  }, [map])
}

import type { Geometry, Position } from 'geojson'
import type { Map as MaplibreMap } from 'maplibre-gl'
import { useEffect } from 'react'
import { featureTarget } from './feature-target'
import { sourceId } from './layer-specs'
import { drawnCategories, isDrawnCategory, type DrawnCategory } from './map-categories'

/**
 * A read-only window into the map for browser tests and the bench. A canvas has no DOM to find a
 * marker by, and the e2e suite runs the production build, so this is shipped on purpose: it can
 * only read positions and timings, never change the map or reach any data beyond what is drawn.
 */
export type PolderMapTestHook = {
  /** Page pixel of a drawn feature (points; lines give a middle vertex, polygons their middle). */
  featurePoint: (category: string, id: number) => { x: number; y: number } | null
  /** Ids (as promoted) of the features of a layer in the loaded tiles, sorted. */
  featureIds: (category: string) => number[]
  /** `performance.now()` at the first idle map with each layer's data loaded. */
  firstIdleWithLayer: Partial<Record<DrawnCategory, number>>
  isIdleWithLayer: (category: string) => boolean
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

function featurePoint(map: MaplibreMap, category: string, id: number) {
  const feature = sourceFeatures(map, category).find((f) => f.id === id)
  const position = feature ? representativePosition(feature.geometry) : null
  if (!position || position[0] === undefined || position[1] === undefined) return null
  const pixel = map.project([position[0], position[1]])
  const canvas = map.getCanvas().getBoundingClientRect()
  return { x: canvas.left + pixel.x, y: canvas.top + pixel.y }
}

function featureIds(map: MaplibreMap, category: string): number[] {
  const ids = sourceFeatures(map, category).map((feature) => feature.id)
  const numbers = ids.filter((id): id is number => typeof id === 'number')
  return [...new Set(numbers)].sort((a, b) => a - b)
}

/** Every mounted map: a page may hold several (the Events section); the hook asks each. */
const mounted = new Map<MaplibreMap, PolderMapTestHook['firstIdleWithLayer']>()

function installHook(): void {
  const maps = () => [...mounted.keys()]
  const firstIdleWithLayer: PolderMapTestHook['firstIdleWithLayer'] = {}
  for (const record of mounted.values()) {
    for (const category of drawnCategories) {
      const at = record[category]
      const seen = firstIdleWithLayer[category]
      if (at !== undefined && (seen === undefined || at < seen)) firstIdleWithLayer[category] = at
    }
  }
  window.__polderMap = {
    featurePoint: (category, id) =>
      maps().reduce<{ x: number; y: number } | null>(
        (found, map) => found ?? featurePoint(map, category, id),
        null,
      ),
    featureIds: (category) =>
      [...new Set(maps().flatMap((map) => featureIds(map, category)))].sort((a, b) => a - b),
    firstIdleWithLayer,
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
    const firstIdleWithLayer: PolderMapTestHook['firstIdleWithLayer'] = {}
    const loaded = (category: DrawnCategory) =>
      Boolean(map.getSource(sourceId(category))) && map.isSourceLoaded(sourceId(category))
    const onIdle = () => {
      let changed = false
      for (const category of drawnCategories) {
        if (firstIdleWithLayer[category] === undefined && loaded(category)) {
          firstIdleWithLayer[category] = performance.now()
          changed = true
        }
      }
      if (changed) installHook()
    }
    map.on('idle', onIdle)
    mounted.set(map, firstIdleWithLayer)
    installHook()
    return () => {
      map.off('idle', onIdle)
      mounted.delete(map)
      if (mounted.size === 0) delete window.__polderMap
      else installHook()
    }
  }, [map])
}

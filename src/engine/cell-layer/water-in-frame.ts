import type { Map as MaplibreMap } from 'maplibre-gl'
import type { CellValuesLayer } from './cell-values-layer'

const MODEL_LAYER_PREFIX = 'model-'

/** The first of the model's layers in the map's order, which the water must stay under. */
export function waterBeforeId(order: readonly string[], water: readonly string[]): string | null {
  return order.find((id) => id.startsWith(MODEL_LAYER_PREFIX) && !water.includes(id)) ?? null
}

/** True when the water layers lie in a row right under `before` (or on top when it is null). */
export function waterInPlace(
  order: readonly string[],
  water: readonly string[],
  before: string | null,
): boolean {
  const end = before === null ? order.length : order.indexOf(before)
  const start = end - water.length
  return start >= 0 && water.every((id, index) => order[start + index] === id)
}

/** The water in maplibre's own frame, under the model's layers (decision 0049). */
export function startWaterInFrame(map: MaplibreMap, layers: readonly CellValuesLayer[]) {
  const ids = layers.map((layer) => layer.id)
  const place = () => {
    // Until the style has loaded: its load sends 'styledata' again.
    if (!map.style?._loaded) return
    const order = map.getLayersOrder()
    const before = waterBeforeId(order, ids)
    if (waterInPlace(order, ids, before)) return
    for (const layer of layers) {
      // A whole new style drops custom layers; a diff keeps them, maybe in the wrong place.
      if (map.getLayer(layer.id)) map.moveLayer(layer.id, before ?? undefined)
      else map.addLayer(layer, before ?? undefined)
    }
  }
  place()
  map.on('styledata', place)
  return () => {
    map.off('styledata', place)
    if (!map.style) return
    for (const layer of layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id)
  }
}

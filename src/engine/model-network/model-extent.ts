import type { Model } from '@/api/models/schema'
import type { ModelNetwork } from './model-network'
import type { LonLat } from './structure-feature'

export type LonLatBounds = [[number, number], [number, number]]

export type MapView = { bounds: LonLatBounds | null; note: string | null }

const isLonLat = (value: unknown): value is LonLat =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90

/** Anything but WGS 84 lon/lat corners is null: maplibre would throw "Invalid LngLat". */
export function placeableBounds(coordinates: unknown): LonLatBounds | null {
  if (!Array.isArray(coordinates) || coordinates.length !== 2) return null
  const [southWest, northEast] = coordinates as unknown[]
  if (!isLonLat(southWest) || !isLonLat(northEast)) return null
  if (southWest[0] > northEast[0] || southWest[1] > northEast[1]) return null
  return [
    [southWest[0], southWest[1]],
    [northEast[0], northEast[1]],
  ]
}

export function networkBounds(network: ModelNetwork | undefined): LonLatBounds | null {
  if (!network) return null
  const points = [
    ...network.connectionNodes.map((node) => node.position),
    ...network.structures.flatMap((feature) => [
      feature.anchor,
      feature.ends?.start ?? null,
      feature.ends?.end ?? null,
    ]),
  ].filter(isLonLat)
  if (points.length === 0) return null
  const lons = points.map(([lon]) => lon)
  const lats = points.map(([, lat]) => lat)
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ]
}

/** An extent that cannot be placed opens on the features, else the default view, and says so. */
export function modelMapView(model: Model, network: ModelNetwork | undefined): MapView {
  const extents = [model.extent_two_d, model.extent_one_d].filter((extent) => extent != null)
  if (extents.length === 0) return { bounds: null, note: null }
  const placed = extents.map((extent) => placeableBounds(extent.coordinates)).find(Boolean)
  if (placed) return { bounds: placed, note: null }
  const features = networkBounds(network)
  const shown = features ? 'showing where its features lie' : 'showing the Netherlands'
  return { bounds: features, note: `The model's extent cannot be placed on the map; ${shown}.` }
}

import { crsConverter, crsDefinition } from '@/lib/crs/crs'
import { crsGridMapping, crsWkt } from '@/lib/crs/crs-wkt'

/** A rectangle in the coordinate system `epsg` names (metres for the projected ones). */
export type RasterPlace = {
  epsg: number
  extent: { minX: number; minY: number; maxX: number; maxY: number }
}

type LonLatExtent = { coordinates: readonly (readonly number[])[] } | null | undefined

/** What the model record says of its place: corners in WGS 84 lon/lat, and its own EPSG. */
export type ModelPlaceFacts = {
  epsg: number | null
  extent_two_d?: LonLatExtent
  extent_one_d?: LonLatExtent
}

const isLonLat = (point: readonly number[] | undefined): point is readonly [number, number] =>
  point !== undefined &&
  Number.isFinite(point[0]) &&
  Number.isFinite(point[1]) &&
  Math.abs(point[0] ?? NaN) <= 180 &&
  Math.abs(point[1] ?? NaN) <= 90

/** The model's 1D and 2D extents in its own coordinate system; null when either cannot be read. */
export function rasterPlaceOfModel(model: ModelPlaceFacts): RasterPlace | null {
  const { epsg } = model
  // A raster names its system by WKT and CF attributes: only systems with both can be written.
  if (epsg === null || !crsDefinition(epsg) || !crsWkt(epsg) || !crsGridMapping(epsg)) return null
  const extents = [model.extent_two_d, model.extent_one_d].filter((extent) => extent != null)
  if (extents.length === 0) return null
  const corners: [number, number][] = []
  for (const { coordinates } of extents) {
    const [a, b] = coordinates
    if (coordinates.length !== 2 || !isLonLat(a) || !isLonLat(b)) return null
    const { forward } = crsConverter(epsg)
    for (const lon of [a[0], b[0]])
      for (const lat of [a[1], b[1]]) corners.push(forward([lon, lat]))
  }
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  const extent = {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  }
  if (!Object.values(extent).every(Number.isFinite)) return null
  return { epsg, extent }
}

/** Whether `outer` holds `inner` whole (a raster equal to the model's extent covers it). */
export function coversExtent(outer: RasterPlace['extent'], inner: RasterPlace['extent']): boolean {
  const slack = 1e-6 * Math.max(1, Math.abs(inner.maxX), Math.abs(inner.maxY))
  return (
    outer.minX <= inner.minX + slack &&
    outer.minY <= inner.minY + slack &&
    outer.maxX >= inner.maxX - slack &&
    outer.maxY >= inner.maxY - slack
  )
}

import type { Extent } from '@/api/common'
import { nativeBoxText } from '@/lib/crs/native-position'

export type LonLatBounds = { west: number; south: number; east: number; north: number }

/** The API's extent is a two-point LineString; the points' order is not trusted. */
export function boundsOf(extent: Extent): LonLatBounds {
  const [[lonA, latA], [lonB, latB]] = extent.coordinates
  return {
    west: Math.min(lonA, lonB),
    south: Math.min(latA, latB),
    east: Math.max(lonA, lonB),
    north: Math.max(latA, latB),
  }
}

function degrees(value: number): string {
  return `${value.toFixed(5)}°`
}

export function formatExtent(extent: Extent | null, epsg: number | null = null): string {
  if (!extent) return 'No extent'
  const box = boundsOf(extent)
  const { west, south, east, north } = box
  const lonLat = `lon ${degrees(west)} to ${degrees(east)}, lat ${degrees(south)} to ${degrees(north)}`
  const native = nativeBoxText(box, epsg)
  return native ? `${lonLat}; ${native}` : lonLat
}

export function formatMetres(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)} m`
}

import type { Extent } from '@/api/common'

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value
  return Number.isNaN(date.getTime()) ? null : date
}

/** `2026-10-14 09:32 UTC`: modellers compare runs across time zones, so the zone is always shown. */
export function formatUtcDateTime(value: string | Date): string {
  const date = toDate(value)
  if (!date) return 'unknown time'
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

export function formatUtcDate(value: string | Date): string {
  const date = toDate(value)
  if (!date) return 'unknown date'
  return `${date.toISOString().slice(0, 10)} UTC`
}

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

export function formatExtent(extent: Extent | null): string {
  if (!extent) return 'No extent'
  const { west, south, east, north } = boundsOf(extent)
  return `lon ${degrees(west)} to ${degrees(east)}, lat ${degrees(south)} to ${degrees(north)}`
}

export function formatMetres(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)} m`
}

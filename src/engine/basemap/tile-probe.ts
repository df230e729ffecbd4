/** The web-mercator tile holding a point, as every {z}/{x}/{y} service numbers it. */
export function tileAt(
  lon: number,
  lat: number,
  zoom: number,
): { z: number; x: number; y: number } {
  const z = Math.max(0, Math.floor(zoom))
  const n = 2 ** z
  const clamp = (value: number) => Math.min(n - 1, Math.max(0, Math.floor(value)))
  const rad = (lat * Math.PI) / 180
  const x = clamp(((lon + 180) / 360) * n)
  const y = clamp(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)
  return { z, x, y }
}

export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
}

/** A few tiles may be missing at the edge of a service; more mean it is gone. */
export const TILE_FAILURES_BEFORE_FALLBACK = 3

import { crsConverter, crsDefinition } from './crs'

const NAMES: Record<number, string> = {
  28992: 'RD New',
  3857: 'Web Mercator',
  3035: 'ETRS89 LAEA',
  2056: 'Swiss LV95',
  31370: 'Belgian Lambert 72',
  27700: 'British National Grid',
  5514: 'S-JTSK Krovak',
  2154: 'Lambert-93',
}

export function crsName(epsg: number): string {
  const name = NAMES[epsg]
  return name ? `${name} (EPSG:${epsg})` : `EPSG:${epsg}`
}

export type LonLatBox = { west: number; south: number; east: number; north: number }

const metres = (value: number) => String(Math.round(value))

export function nativeBoxText(box: LonLatBox, epsg: number | null): string | null {
  if (epsg === null || epsg === 4326 || crsDefinition(epsg) === null) return null
  const { forward } = crsConverter(epsg)
  const corners = [
    forward([box.west, box.south]),
    forward([box.west, box.north]),
    forward([box.east, box.south]),
    forward([box.east, box.north]),
  ]
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  if (![...xs, ...ys].every(Number.isFinite)) return null
  const x = `x ${metres(Math.min(...xs))} to ${metres(Math.max(...xs))} m`
  const y = `y ${metres(Math.min(...ys))} to ${metres(Math.max(...ys))} m`
  return `${crsName(epsg)}: ${x}, ${y}`
}

/** A point in the model's own system, as modellers quote it; null where lon/lat is all there is. */
export function nativePointText(lon: number, lat: number, epsg: number | null): string | null {
  if (epsg === null || epsg === 4326 || crsDefinition(epsg) === null) return null
  const [x, y] = crsConverter(epsg).forward([lon, lat])
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null
  return `${crsName(epsg)}: x ${metres(x)} m, y ${metres(y)} m`
}

import type { CellQuads } from '../grid-tiles/cell-quads'

export function worldToLonLat(x: number, y: number): [number, number] {
  const lon = x * 360 - 180
  const lat = (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90
  return [lon, lat]
}

export function quadMiddle(quads: CellQuads, place: number): [number, number] {
  const offset = place * 8
  const corner = (index: number) => quads.corners[offset + index] ?? 0
  return worldToLonLat(
    quads.origin[0] + (corner(0) + corner(6)) / 2,
    quads.origin[1] + (corner(1) + corner(7)) / 2,
  )
}

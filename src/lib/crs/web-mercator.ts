/** What `MercatorCoordinate.fromLngLat` answers, without importing maplibre. */
export function lonLatToWorld(lon: number, lat: number): [number, number] {
  const x = (180 + lon) / 360
  const phi = (lat * Math.PI) / 180
  const y = (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + phi / 2))) / 360
  return [x, y]
}

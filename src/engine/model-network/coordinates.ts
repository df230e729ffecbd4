/** `52.00512° N, 4.61530° E`: latitude first, as people read a position aloud. */
export function formatLonLat(lon: number, lat: number, decimals = 5): string {
  const latitude = `${Math.abs(lat).toFixed(decimals)}° ${lat < 0 ? 'S' : 'N'}`
  const longitude = `${Math.abs(lon).toFixed(decimals)}° ${lon < 0 ? 'W' : 'E'}`
  return `${latitude}, ${longitude}`
}

import { describe, expect, it } from 'vitest'
import { crsName, nativeBoxText, nativePointText } from './native-position'

// RD New's origin (Amersfoort) in WGS 84, as Rijkswaterstaat publishes it: x 155000, y 463000.
const AMERSFOORT = { lon: 5.38720621, lat: 52.1551744 }

describe('positions in the model’s coordinate system', () => {
  it('names the system a modeller knows, with its code', () => {
    expect(crsName(28992)).toBe('RD New (EPSG:28992)')
    expect(crsName(25831)).toBe('EPSG:25831')
  })

  it('gives a lon/lat box in RD New metres', () => {
    const point = {
      west: AMERSFOORT.lon,
      east: AMERSFOORT.lon,
      south: AMERSFOORT.lat,
      north: AMERSFOORT.lat,
    }
    expect(nativeBoxText(point, 28992)).toBe(
      'RD New (EPSG:28992): x 155000 to 155000 m, y 463000 to 463000 m',
    )
  })

  it('says nothing where lon/lat is the system or the system is not known', () => {
    const box = { west: 4.5, south: 51.9, east: 4.7, north: 52 }
    expect(nativeBoxText(box, 4326)).toBeNull()
    expect(nativeBoxText(box, null)).toBeNull()
    expect(nativeBoxText(box, 99999)).toBeNull()
  })

  it('gives the pointer in RD New metres, with the system named', () => {
    expect(nativePointText(AMERSFOORT.lon, AMERSFOORT.lat, 28992)).toBe(
      'RD New (EPSG:28992): x 155000 m, y 463000 m',
    )
    expect(nativePointText(4.5, 52, 4326)).toBeNull()
    expect(nativePointText(4.5, 52, null)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { crsConverter } from './crs'

/** Where each system puts a point its definition fixes (its origin), in metres. */
const ORIGINS: [epsg: number, lonLat: [number, number], xy: [number, number], metres: number][] = [
  // The Amersfoort tower, RD's origin, in WGS 84.
  [28992, [5.38720621, 52.1551744], [155000, 463000], 2],
  // The old Bern observatory, LV95's origin, in WGS 84.
  [2056, [7.43863264, 46.9510811], [2600000, 1200000], 5],
  [3035, [10, 52], [4321000, 3210000], 1],
  // OSGB36's true origin is 49N 2W on Airy: about 100 m from the same numbers in WGS 84.
  [27700, [-2, 49], [400000, -100000], 200],
  [32631, [3, 0], [500000, 0], 1],
  [32633, [15, 0], [500000, 0], 1],
  [3857, [0, 0], [0, 0], 1],
  [4326, [4.5, 52], [4.5, 52], 0.000001],
]

describe('crsConverter', () => {
  it.each(ORIGINS)('places EPSG:%i from its table', (epsg, lonLat, [x, y], metres) => {
    const [px, py] = crsConverter(epsg).forward(lonLat)
    expect(Math.abs(px - x)).toBeLessThan(metres)
    expect(Math.abs(py - y)).toBeLessThan(metres)
  })

  it('knows Belgian Lambert 72 and S-JTSK Krovak by the capitals', () => {
    // Brussels and Prague, roughly: km-accurate is enough to show the axes and origins are right.
    const [bx, by] = crsConverter(31370).forward([4.3517, 50.8503])
    expect(Math.abs(bx - 149_000)).toBeLessThan(2000)
    expect(Math.abs(by - 170_000)).toBeLessThan(2000)
    const [px, py] = crsConverter(5514).forward([14.42, 50.08])
    expect(Math.abs(px + 743_000)).toBeLessThan(2000)
    expect(Math.abs(py + 1_044_000)).toBeLessThan(2000)
  })

  it('uses the file’s WKT for a code the table does not hold', () => {
    // EPSG:3006 (SWEREF99 TM) as a grid administration's crs_wkt would name it.
    const wkt =
      'PROJCS["SWEREF99 TM",GEOGCS["SWEREF99",DATUM["SWEREF99",SPHEROID["GRS 1980",6378137,298.257222101],TOWGS84[0,0,0,0,0,0,0]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]],PROJECTION["Transverse_Mercator"],PARAMETER["latitude_of_origin",0],PARAMETER["central_meridian",15],PARAMETER["scale_factor",0.9996],PARAMETER["false_easting",500000],PARAMETER["false_northing",0],UNIT["metre",1],AUTHORITY["EPSG","3006"]]'
    const [x, y] = crsConverter({ epsg: 3006, wkt }).forward([15, 0])
    expect(x).toBeCloseTo(500000, 3)
    expect(y).toBeCloseTo(0, 3)
  })

  it('refuses a system it cannot place, with the code in the message', () => {
    expect(() => crsConverter({ epsg: 3006, wkt: null })).toThrow(
      "The model's coordinate system EPSG:3006 is not known to Polder: cells are not drawn",
    )
    expect(() => crsConverter({ epsg: 3006, wkt: 'not a WKT' })).toThrow(/EPSG:3006 is not known/)
  })
})

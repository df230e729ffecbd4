import { describe, expect, it } from 'vitest'
import { crsConverter } from './crs'
import { latticeProjection } from './lattice-projection'
import { lonLatToWorld } from './web-mercator'

/** One world unit is the earth's circumference at the equator (m). */
const WORLD_M = 40_075_016.686

describe('lattice projection', () => {
  it('places points within a few millimetres of proj4 over a 60 km model', () => {
    const converter = crsConverter({ epsg: 28992 })
    const extent = [90_000, 420_000, 150_000, 470_000] as const
    const project = latticeProjection(converter, extent)
    let worst = 0
    for (let i = 0; i < 400; i += 1) {
      const x = extent[0] + ((i * 7919) % 60_000) + 0.5
      const y = extent[1] + ((i * 104_729) % 50_000) + 0.25
      const exact = lonLatToWorld(...converter.inverse([x, y]))
      const [wx, wy] = project(x, y)
      worst = Math.max(worst, Math.hypot(wx - exact[0], wy - exact[1]) * WORLD_M)
    }
    // Mercator metres are stretched by 1/cos(52°): a few millimetres on the map, under the width of a line.
    expect(worst).toBeLessThan(0.005)
  })

  it('writes the same point in place, less an origin, for corners by the million', () => {
    const project = latticeProjection(
      crsConverter({ epsg: 28992 }),
      [90_000, 420_000, 150_000, 470_000],
    )
    const origin = project(90_000, 420_000)
    const out = new Float64Array(4)
    project.into(123_456.5, 456_789.25, out, 2, origin[0], origin[1])
    const [wx, wy] = project(123_456.5, 456_789.25)
    expect(out[2]).toBeCloseTo(wx - origin[0], 15)
    expect(out[3]).toBeCloseTo(wy - origin[1], 15)
    expect([out[0], out[1]]).toEqual([0, 0])
    // Outside the extent a point is held to its edge, as the lattice cannot say more.
    expect(project(80_000, 420_000)).toEqual(project(90_000, 420_000))
  })

  it('answers maplibre’s world coordinates: 0..1, y down', () => {
    expect(lonLatToWorld(0, 0)).toEqual([0.5, 0.5])
    const [x, y] = lonLatToWorld(5, 52)
    expect(x).toBeCloseTo(0.513888, 5)
    expect(y).toBeLessThan(0.5)
  })
})

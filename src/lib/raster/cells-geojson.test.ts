import { describe, expect, it } from 'vitest'
import { NOT_DRAWN } from '../results-file/colour-classes'
import { cellsGeoJson, MAX_GEOJSON_CELLS } from './cells-geojson'

const cells = {
  count: 3,
  ids: [1, 2, 3],
  xmin: [0, 20, 20],
  ymin: [0, 10, 0],
  xmax: [20, 30, 30],
  ymax: [20, 20, 10],
}
// A stand-in projection: metres to thousandths of a degree, easy to check by eye.
const toLonLat = ([x, y]: readonly [number, number]): [number, number] => [
  4 + x / 1000,
  52 + y / 1000,
]
const meta = { view: 'Maximum depth', time: null, unit: 'm' }

describe('cellsGeoJson', () => {
  it('writes a FeatureCollection of the cells with a value, as closed lon/lat rings', () => {
    const written = cellsGeoJson(cells, Float32Array.from([1.25, NOT_DRAWN, 0.5]), meta, toLonLat)
    if (!written.ok) throw new Error(written.message)
    const parsed = JSON.parse(written.text) as GeoJSON.FeatureCollection<GeoJSON.Polygon>
    expect(parsed.type).toBe('FeatureCollection')
    expect(parsed.features.map((feature) => feature.properties)).toEqual([
      { cell: 1, value: 1.25, view: 'Maximum depth', time: null, unit: 'm' },
      { cell: 3, value: 0.5, view: 'Maximum depth', time: null, unit: 'm' },
    ])
    expect(parsed.features[1]?.geometry.coordinates).toEqual([
      [
        [4.02, 52],
        [4.03, 52],
        [4.03, 52.01],
        [4.02, 52.01],
        [4.02, 52],
      ],
    ])
  })

  it('names the time of a timed view in every feature', () => {
    const timed = { view: 'Water depth', time: '2026-11-28 14:00', unit: 'm' }
    const written = cellsGeoJson(cells, [0.1, 0.2, 0.3], timed, toLonLat)
    if (!written.ok) throw new Error(written.message)
    const parsed = JSON.parse(written.text) as GeoJSON.FeatureCollection
    expect(parsed.features).toHaveLength(3)
    expect(parsed.features[0]?.properties).toMatchObject({ time: '2026-11-28 14:00', value: 0.1 })
  })

  it('refuses more cells with a value than it writes, pointing to the GeoTIFF', () => {
    const count = MAX_GEOJSON_CELLS + 1
    const many = {
      count,
      ids: Int32Array.from({ length: count }, (_, cell) => cell + 1),
      xmin: Float64Array.from({ length: count }, (_, cell) => cell),
      ymin: new Float64Array(count),
      xmax: Float64Array.from({ length: count }, (_, cell) => cell + 1),
      ymax: new Float64Array(count).fill(1),
    }
    const written = cellsGeoJson(many, new Float32Array(count).fill(1), meta, toLonLat)
    expect(written).toEqual({
      ok: false,
      message:
        '250,001 cells have a value; GeoJSON is written for at most 250,000. Take the GeoTIFF instead.',
    })
  })
})

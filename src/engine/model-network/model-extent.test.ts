import { describe, expect, it } from 'vitest'
import { modelRecord } from '@/testing/model-record'
import { modelMapView, networkBounds, placeableBounds } from './model-extent'
import type { ModelNetwork } from './model-network'

const polder: [[number, number], [number, number]] = [
  [4.6, 51.98],
  [4.7, 52.05],
]
const lineString = (coordinates: unknown) =>
  ({ type: 'LineString', coordinates }) as { type: string; coordinates: typeof polder }

const network: ModelNetwork = {
  connectionNodes: [
    { id: 1, position: [4.61, 52.0], manhole: null, connections: [] },
    { id: 2, position: [4.65, 52.02], manhole: null, connections: [] },
  ],
  structures: [],
}

describe('placeableBounds', () => {
  it('takes a lon/lat extent, south-west corner first', () => {
    expect(placeableBounds(polder)).toEqual(polder)
  })

  it.each([
    [
      'latitudes beyond the poles',
      [
        [4.6, 95],
        [4.7, 99],
      ],
    ],
    [
      'NaN',
      [
        [Number.NaN, 51.98],
        [4.7, 52.05],
      ],
    ],
    ['swapped corners', [polder[1], polder[0]]],
    [
      'metres of a projected CRS',
      [
        [94000, 437000],
        [99000, 441000],
      ],
    ],
    ['one corner', [polder[0]]],
    ['no coordinates at all', 'LINESTRING(4.6 51.98, 4.7 52.05)'],
  ])('refuses %s', (_case, coordinates) => {
    expect(placeableBounds(coordinates)).toBeNull()
  })
})

describe('modelMapView', () => {
  it('opens on the model extent, without a note', () => {
    const model = modelRecord(1, { extent_two_d: lineString(polder) })
    expect(modelMapView(model, network)).toEqual({ bounds: polder, note: null })
  })

  it('takes the 1D extent when the 2D one cannot be placed', () => {
    const model = modelRecord(1, {
      extent_two_d: lineString([
        [94000, 437000],
        [99000, 441000],
      ]),
      extent_one_d: lineString(polder),
    })
    expect(modelMapView(model, network)).toEqual({ bounds: polder, note: null })
  })

  it('falls back to the features, and says the extent cannot be placed', () => {
    const model = modelRecord(1, { extent_two_d: lineString([polder[1], polder[0]]) })
    expect(modelMapView(model, network)).toEqual({
      bounds: [
        [4.61, 52.0],
        [4.65, 52.02],
      ],
      note: "The model's extent cannot be placed on the map; showing where its features lie.",
    })
  })

  it('falls back to the Netherlands while no feature can be placed', () => {
    const model = modelRecord(1, {
      extent_two_d: lineString([
        [0, 100],
        [1, 101],
      ]),
      extent_one_d: null,
    })
    expect(modelMapView(model, undefined)).toEqual({
      bounds: null,
      note: "The model's extent cannot be placed on the map; showing the Netherlands.",
    })
  })

  it('keeps the default view for a model without an extent, without a note', () => {
    const model = modelRecord(1, { extent_two_d: null, extent_one_d: null })
    expect(modelMapView(model, network)).toEqual({ bounds: null, note: null })
  })
})

describe('networkBounds', () => {
  it('leaves out features whose positions are not on the globe', () => {
    const mixed: ModelNetwork = {
      ...network,
      connectionNodes: [
        ...network.connectionNodes,
        { id: 3, position: [94000, 437000], manhole: null, connections: [] },
      ],
    }
    expect(networkBounds(mixed)).toEqual([
      [4.61, 52.0],
      [4.65, 52.02],
    ])
  })
})

import type { Geometry } from 'geojson'
import { describe, expect, it } from 'vitest'
import { HIT_TOLERANCE_PX, hitRank, nearestWithinTolerance, screenDistance } from './hit-tolerance'

// Screen pixels stand in for lon/lat: the projection is the identity.
const project = ([x, y]: number[]): [number, number] => [x ?? 0, y ?? 0]

describe('the hit area around the pointer', () => {
  it('measures a point, a line and a multi-line in screen pixels', () => {
    const point: Geometry = { type: 'Point', coordinates: [10, 0] }
    expect(screenDistance([0, 0], point, project)).toBe(10)
    const line: Geometry = {
      type: 'LineString',
      coordinates: [
        [0, 5],
        [20, 5],
      ],
    }
    expect(screenDistance([10, 0], line, project)).toBe(5)
    expect(screenDistance([26, 5], line, project)).toBe(6)
    const lines: Geometry = {
      type: 'MultiLineString',
      coordinates: [
        [
          [0, 50],
          [1, 50],
        ],
        [
          [0, 3],
          [0, 9],
        ],
      ],
    }
    expect(screenDistance([4, 0], lines, project)).toBe(5)
  })

  it('leaves areas (cells) to the exact query: no distance for a polygon', () => {
    const cell: Geometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    }
    expect(screenDistance([0, 0], cell, project)).toBeNull()
  })

  it('gives a 24 px hit area: the nearest feature within 12 px, the topmost of equals', () => {
    expect(HIT_TOLERANCE_PX).toBe(12)
    const features = [
      { name: 'far weir', distance: 11 },
      { name: 'near orifice', distance: 4 },
      { name: 'cell', distance: null },
      { name: 'also 4 px, drawn below', distance: 4 },
    ]
    const nearest = nearestWithinTolerance(features, (feature) => feature.distance)
    expect(nearest?.name).toBe('near orifice')
    expect(nearestWithinTolerance([{ distance: 13 }], (f) => f.distance)).toBeNull()
    expect(nearestWithinTolerance([{ distance: 12 }], (f) => f.distance)).not.toBeNull()
  })

  it('a weir beside the pointer wins over the channel it sits on, even a nearer one', () => {
    const features = [
      { category: 'channels' as const, distance: 1 },
      { category: 'weirs' as const, distance: 10 },
    ]
    const picked = nearestWithinTolerance(
      features,
      (feature) => feature.distance,
      (feature) => hitRank(feature.category),
    )
    expect(picked?.category).toBe('weirs')
    expect(hitRank('manholes')).toBe(0)
    expect(hitRank('pipes')).toBe(1)
  })
})

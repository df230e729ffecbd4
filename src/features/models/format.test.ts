import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boundsOf, formatExtent, formatMetres } from './format'
import { formatBytes } from '@/lib/format-bytes'

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.00 kB'],
    [15_360, '15.4 kB'],
    [999_960, '1.00 MB'],
    [2_500_000, '2.50 MB'],
    [31_000_000, '31.0 MB'],
    [4_200_000_000, '4.20 GB'],
  ])('%d bytes reads %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected)
  })

  it('says so when the size is not a size', () => {
    expect(formatBytes(-1)).toBe('unknown size')
    expect(formatBytes(Number.NaN)).toBe('unknown size')
  })

  it('always names a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), (bytes) => {
        expect(formatBytes(bytes)).toMatch(/^\d+(\.\d+)? (B|kB|MB|GB|TB)$/)
      }),
    )
  })
})

describe('extent', () => {
  const extent = {
    type: 'LineString',
    coordinates: [
      [4.7123456, 52.0123456],
      [4.5, 51.9],
    ] as [[number, number], [number, number]],
  }

  it('orders the corners whatever order the points come in', () => {
    expect(boundsOf(extent)).toEqual({ west: 4.5, south: 51.9, east: 4.7123456, north: 52.0123456 })
  })

  it('shows lon/lat bounds with five decimals', () => {
    expect(formatExtent(extent)).toBe('lon 4.50000° to 4.71235°, lat 51.90000° to 52.01235°')
    expect(formatExtent(null)).toBe('No extent')
  })

  it('adds the extent in the model’s coordinate system', () => {
    expect(formatExtent(extent, 28992)).toMatch(
      /^lon 4\.50000° to 4\.71235°, lat 51\.90000° to 52\.01235°; RD New \(EPSG:28992\): x \d+ to \d+ m, y \d+ to \d+ m$/,
    )
  })
})

describe('formatMetres', () => {
  it('names the unit', () => {
    expect(formatMetres(3)).toBe('3 m')
    expect(formatMetres(2.456)).toBe('2.46 m')
  })
})

import { describe, expect, it } from 'vitest'
import { formatLonLat } from './coordinates'

describe('formatLonLat', () => {
  it('writes latitude then longitude with hemispheres', () => {
    expect(formatLonLat(4.6153, 52.00512)).toBe('52.00512° N, 4.61530° E')
    expect(formatLonLat(-70.5, -33.25, 2)).toBe('33.25° S, 70.50° W')
  })
})

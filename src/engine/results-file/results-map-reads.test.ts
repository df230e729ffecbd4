import { describe, expect, it } from 'vitest'
import { NO_VALUE } from '@/lib/results-file/colour-classes'
import { drawable, noValueCount } from '@/lib/results-file/map-values'
import { NC_FILL_FLOAT, undeclaredFills } from '@/testing/undeclared-fills'
import { mapReads } from './results-map-reads'

describe('the map’s values of a file with fills it does not declare', { timeout: 60_000 }, () => {
  it('draws no value, not water, where the file holds netCDF’s default fill', async () => {
    const level = [[1.5, 2, NC_FILL_FLOAT, NC_FILL_FLOAT, -9999, Number.NaN]]
    const session = await undeclaredFills(level, Float64Array.from([1, 1, 1, 1, 1, 1]))
    const map = mapReads()
    const depth = map.step(session, '2D', 'depth', 0).value
    expect(Array.from(depth)).toEqual([0.5, 1, NO_VALUE, NO_VALUE, NO_VALUE, NO_VALUE])
    expect(noValueCount(map.step(session, '2D', 'level', 0).value)).toBe(4)
  })

  it('finds every value missing in a file that holds none', async () => {
    const session = await undeclaredFills(
      [Array.from({ length: 6 }, () => NC_FILL_FLOAT)],
      new Float64Array(6),
    )
    const map = mapReads()
    expect(noValueCount(map.step(session, '2D', 'depth', 0).value)).toBe(6)
    expect(noValueCount(drawable(map.maximumDepth(session, '2D').value))).toBe(6)
  })
})

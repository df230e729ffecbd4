import { describe, expect, it } from 'vitest'
import { NO_VALUE, NOT_DRAWN } from '../results-file/colour-classes'
import { RASTER_NODATA, rasteriseCells } from './cells-raster'

// A 20 m cell refined on its east side into two 10 m cells; node ids 1, 2 and 3 in file order.
const twoSizes = {
  count: 3,
  ids: [1, 2, 3],
  xmin: [100_000, 100_020, 100_020],
  ymin: [400_000, 400_010, 400_000],
  xmax: [100_020, 100_030, 100_030],
  ymax: [400_020, 400_020, 400_010],
}

describe('rasteriseCells', () => {
  it('puts the grid on its smallest cell size, a big cell filling all its pixels', () => {
    const result = rasteriseCells(twoSizes, Float32Array.from([1.5, 2.25, 0.5]))
    if (!result.ok) throw new Error(result.message)
    const { values, ...lattice } = result.raster
    expect(lattice).toEqual({ width: 3, height: 2, pixelSize: 10, west: 100_000, north: 400_020 })
    expect(Array.from(values)).toEqual([1.5, 1.5, 2.25, 1.5, 1.5, 0.5])
  })

  it('writes nodata where a cell has no value: dry, not read, or not a number', () => {
    const result = rasteriseCells(twoSizes, Float32Array.from([NOT_DRAWN, NO_VALUE, Number.NaN]))
    if (!result.ok) throw new Error(result.message)
    expect(Array.from(result.raster.values)).toEqual(new Array(6).fill(RASTER_NODATA))
  })

  it('takes each value by the cell’s node id, not by its order in the grid', () => {
    const shuffled = { ...twoSizes, ids: [3, 1, 2] }
    const result = rasteriseCells(shuffled, Float32Array.from([7, 8, 9]))
    if (!result.ok) throw new Error(result.message)
    expect(Array.from(result.raster.values)).toEqual([9, 9, 7, 9, 9, 8])
  })

  it('refuses a lattice over 100 million pixels, saying its size', () => {
    const wide = {
      count: 2,
      ids: [1, 2],
      xmin: [0, 20_000],
      ymin: [0, 0],
      xmax: [20_000, 20_001],
      ymax: [20_000, 1],
    }
    const result = rasteriseCells(wide, [1, 2])
    expect(result).toEqual({
      ok: false,
      message:
        'The raster would be 20,001 × 20,000 pixels of 1 m, over 100 million: too large to write in the browser.',
    })
  })

  it('says so when the model has no 2D cells', () => {
    const none = { count: 0, ids: [], xmin: [], ymin: [], xmax: [], ymax: [] }
    expect(rasteriseCells(none, [])).toEqual({
      ok: false,
      message: 'The model has no 2D cells to write.',
    })
  })
})

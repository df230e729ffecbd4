import { describe, expect, it } from 'vitest'
import { defaultFillOf, markNoValues } from './no-value'
import { NC_FILL_FLOAT, NC_FILL_INT, undeclaredFills } from '@/testing/undeclared-fills'

describe('values a results file does not hold', { timeout: 60_000 }, () => {
  it('reads netCDF’s default fill, -9999, NaN and values beyond any elevation as no value, with no _FillValue declared', async () => {
    const level = [
      [1.5, 2, NC_FILL_FLOAT, NC_FILL_FLOAT, -9999, Number.NaN],
      [1.5, 2.25, 3, 1e20, -20_000, -3.5],
    ]
    const session = await undeclaredFills(level, Float64Array.from([1, 1, 1, 1, 1, NC_FILL_FLOAT]))
    expect(Array.from(session.step('Mesh2D_s1', 0).value)).toEqual([1.5, 2, NaN, NaN, NaN, NaN])
    expect(Array.from(session.step('Mesh2D_s1', 1).value)).toEqual([1.5, 2.25, 3, NaN, NaN, -3.5])
    expect(Array.from(session.series('Mesh2D_s1', 2).value)).toEqual([NaN, 3])
    expect(Array.from(session.places('Mesh2DFace_zcc').value)).toEqual([1, 1, 1, 1, 1, NaN])
  })

  it('reads the default fill of an integer variable as no value', async () => {
    const session = await undeclaredFills(
      [[2, 2, 2, 2, 2, 2]],
      Int32Array.from([1, NC_FILL_INT, 1, 1, 1, 1]),
    )
    expect(Array.from(session.places('Mesh2DFace_zcc').value)).toEqual([1, NaN, 1, 1, 1, 1])
  })
})

describe('netCDF’s default fills', () => {
  it('are those of netcdf.h for every numeric type', () => {
    const float = { type: 1, signed: true }
    const int = { type: 0, signed: true }
    const uint = { type: 0, signed: false }
    expect(defaultFillOf({ ...float, size: 4 })).toBe(NC_FILL_FLOAT)
    expect(defaultFillOf({ ...float, size: 8 })).toBe(NC_FILL_FLOAT)
    expect([1, 2, 4, 8].map((size) => defaultFillOf({ ...int, size }))).toEqual([
      -127,
      -32767,
      NC_FILL_INT,
      Number(-9223372036854775806n),
    ])
    expect([1, 2, 4, 8].map((size) => defaultFillOf({ ...uint, size }))).toEqual([
      255,
      65535,
      4294967295,
      Number(18446744073709551614n),
    ])
  })

  it('hold elevations to the range of the earth, and anything else only to 1e15', () => {
    const values = () => Float32Array.from([-12_000, 5, 155_000, 2e15])
    expect(
      Array.from(markNoValues(values(), { declared: [], stored: null, elevation: true })),
    ).toEqual([NaN, 5, NaN, NaN])
    expect(
      Array.from(markNoValues(values(), { declared: [], stored: null, elevation: false })),
    ).toEqual([-12_000, 5, 155_000, NaN])
  })

  it('mark a short variable’s -32767 as no value, and keep its other values', () => {
    const stored = { type: 0, size: 2, signed: true }
    const values = Float32Array.from([-32767, 12, -127, 300])
    expect(Array.from(markNoValues(values, { declared: [], stored, elevation: false }))).toEqual([
      NaN,
      12,
      -127,
      300,
    ])
  })
})

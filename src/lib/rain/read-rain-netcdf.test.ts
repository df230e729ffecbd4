import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadH5wasm } from '@/lib/h5wasm-loader'
import { writeNetcdf4Rain } from '@/mocks/seed/rain/netcdf4-writer'
import { sampleRainGrid } from '@/mocks/seed/rain/sample-rain-content'
import { designStormById } from '@/lib/rain/design-storms'
import { writeRainRaster } from '@/lib/rain/rain-raster'
import { totalDepthMm } from '@/lib/rain/rain-series'
import { readRainNetcdf } from './read-rain-netcdf'

let fileNumber = 0

/** The sample's x/y grid (12 × 10 cells of 500 m from 110 000, 445 000), with no grid mapping. */
const SAMPLE_PLACEMENT = {
  offset: 0,
  epsgCode: 28992,
  geotransform: [110_000, 500, 0, 450_000, 0, -500],
  extent: { minX: 110_000, maxX: 116_000, minY: 445_000, maxY: 450_000 },
  gridMapped: false,
}

/** An HDF5 file with only the datasets given (no dimension scales), to break one rule at a time. */
async function hdf5With(
  datasets: { name: string; data: Float64Array | Float32Array; shape: number[]; units?: string }[],
) {
  const { h5wasm, module } = await loadH5wasm()
  fileNumber += 1
  const path = `/reader-test-${fileNumber}.h5`
  const file = new h5wasm.File(path, 'w')
  for (const { name, data, shape, units } of datasets) {
    const dataset = file.create_dataset({ name, data, shape })
    if (units) dataset.create_attribute('units', units)
  }
  file.close()
  const bytes = module.FS.readFile(path)
  module.FS.unlink(path)
  return bytes
}

describe('readRainNetcdf', () => {
  it('reads time steps, interval and units of a NetCDF4 rain file', async () => {
    const grid = sampleRainGrid()
    const reading = await readRainNetcdf(await writeNetcdf4Rain(grid, 'test'))
    expect(reading).toEqual({
      ok: true,
      timestamps: Array.from(grid.time),
      interval: 300,
      units: 'mm/h',
      mmPerHour: expect.any(Array),
      ...SAMPLE_PLACEMENT,
    })
  })

  it('converts time in minutes or hours since a date to seconds from the first step', async () => {
    const grid = {
      ...sampleRainGrid(),
      time: Float64Array.of(60, 75, 90),
      values: new Float32Array(3 * 10 * 12),
    }
    const { h5wasm, module } = await loadH5wasm()
    const bytes = await writeNetcdf4Rain(grid, 'minutes')
    // Rewrite the time units: open the file, change the attribute, read it back.
    module.FS.writeFile('/minutes.nc', bytes)
    const file = new h5wasm.File('/minutes.nc', 'a')
    const time = file.get('time')
    if (!(time instanceof h5wasm.Dataset)) throw new Error('no time')
    time.delete_attribute('units')
    time.create_attribute('units', 'minutes since 2026-11-21 00:00')
    file.close()
    const reading = await readRainNetcdf(module.FS.readFile('/minutes.nc'))
    module.FS.unlink('/minutes.nc')
    expect(reading).toMatchObject({ ok: true, timestamps: [0, 900, 1800], interval: 900 })
  })

  it('takes a known rain name whose first dimension has the time steps, without scales', async () => {
    const bytes = await hdf5With([
      { name: 'time', data: Float64Array.of(0, 600), shape: [2] },
      { name: 'precipitation', data: new Float32Array(8), shape: [2, 2, 2], units: 'mm' },
    ])
    expect(await readRainNetcdf(bytes)).toEqual({
      ok: true,
      timestamps: [0, 600],
      interval: 600,
      units: 'mm',
      offset: 0,
      mmPerHour: [0],
      epsgCode: null,
      geotransform: null,
      extent: null,
      gridMapped: false,
    })
  })

  it('names what is missing: time, a rain variable with time first, known units', async () => {
    const noTime = await hdf5With([
      { name: 'rain', data: new Float32Array(8), shape: [2, 2, 2], units: 'mm/h' },
    ])
    const noRain = await hdf5With([
      { name: 'time', data: Float64Array.of(0, 600), shape: [2] },
      { name: 'rain', data: new Float32Array(12), shape: [3, 2, 2], units: 'mm/h' },
    ])
    const badUnits = await hdf5With([
      { name: 'time', data: Float64Array.of(0, 600), shape: [2] },
      { name: 'rain', data: new Float32Array(8), shape: [2, 2, 2], units: 'inch' },
    ])
    expect(await readRainNetcdf(noTime)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no time variable/),
    })
    expect(await readRainNetcdf(noRain)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no rain variable with a time dimension/),
    })
    expect(await readRainNetcdf(badUnits)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/units "inch"/),
    })
  })

  it('refuses a platform results file for having no rain raster, before looking at units', async () => {
    const cases = [
      ['test-data/platform/zwartedijkspolder/results_3di.nc', 'Mesh1D and Mesh2D'],
      ['test-data/platform/water-quality/results_3di.nc', 'Mesh2D'],
    ]
    for (const [path = '', meshes] of cases) {
      expect(await readRainNetcdf(new Uint8Array(readFileSync(path)))).toEqual({
        ok: false,
        reason: `The file has no rain raster (time × y × x): it looks like a results file (values per cell of ${meshes}).`,
      })
    }
  })

  it('refuses rain over time that is not on a grid (time × cells) for having no raster', async () => {
    const bytes = await hdf5With([
      { name: 'time', data: Float64Array.of(0, 600), shape: [2] },
      { name: 'rain', data: new Float32Array(6), shape: [2, 3], units: 'mm/h' },
    ])
    expect(await readRainNetcdf(bytes)).toEqual({
      ok: false,
      reason: 'The file has no rain raster (time × y × x): rain has dimensions 2 × 3.',
    })
  })

  it('reads OFFSET, and refuses one that is not whole seconds from 0', async () => {
    const { h5wasm, module } = await loadH5wasm()
    const place = { epsg: 28992, extent: { minX: 0, minY: 0, maxX: 1000, maxY: 1000 } }
    const storm = { intervalSeconds: 600, mmPerHour: [6], offsetSeconds: 1200 }
    const bytes = await writeRainRaster(storm, place, '2026-11-21T00:00:00Z')
    expect(await readRainNetcdf(bytes)).toMatchObject({ ok: true, offset: 1200, gridMapped: true })
    module.FS.writeFile('/offset.nc', bytes)
    const file = new h5wasm.File('/offset.nc', 'a')
    file.delete_attribute('OFFSET')
    file.create_attribute('OFFSET', 1.5)
    file.close()
    const reading = await readRainNetcdf(module.FS.readFile('/offset.nc'))
    module.FS.unlink('/offset.nc')
    expect(reading).toEqual({
      ok: false,
      reason: 'The OFFSET attribute is not a whole number of seconds, 0 or more.',
    })
  })

  it("reads storm 10's intensities back from the raster Polder writes: the same series", async () => {
    const storm = designStormById('storm-10')
    if (!storm) throw new Error('storm 10 is not in the table')
    const place = { epsg: 28992, extent: { minX: 0, minY: 0, maxX: 1000, maxY: 1000 } }
    const series = { ...storm, offsetSeconds: 0 }
    const bytes = await writeRainRaster(series, place, '2026-11-21T00:00:00Z')
    const reading = await readRainNetcdf(bytes)
    if (!reading.ok) throw new Error(reading.reason)
    expect(reading.mmPerHour).toHaveLength(storm.mmPerHour.length)
    reading.mmPerHour.forEach((rate, k) => expect(rate).toBeCloseTo(storm.mmPerHour[k] ?? NaN, 4))
    expect(totalDepthMm({ ...reading, intervalSeconds: reading.interval })).toBeCloseTo(35.7, 2)
  })

  it('refuses NetCDF3, non-HDF5, empty and truncated HDF5 files with a reason', async () => {
    const valid = await writeNetcdf4Rain(sampleRainGrid(), 'truncated')
    const cases: [Uint8Array, RegExp][] = [
      [Uint8Array.of(0x43, 0x44, 0x46, 0x01, 0, 0, 0, 0), /NetCDF3/],
      [new TextEncoder().encode('time,rain\n0,1\n'), /not a NetCDF4 file/],
      [new Uint8Array(), /empty/],
      [valid.slice(0, 600), /could not be read as HDF5|no time variable/],
    ]
    for (const [bytes, reason] of cases) {
      expect(await readRainNetcdf(bytes)).toMatchObject({
        ok: false,
        reason: expect.stringMatching(reason),
      })
    }
  })
})

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readH5Bytes } from '@/lib/h5-file'
import { numbersOf } from '@/lib/h5-numbers'
import { coversExtent } from './raster-place'
import {
  rasterPlaceOfModel,
  writeRainRaster,
  type RainSeries,
  type RasterPlace,
} from './rain-raster'

// Storm 10 of the facts (mm per 5 min) and storm 14 (held for each hour): 35.7 mm and 120 mm.
const STORM_10: RainSeries = {
  intervalSeconds: 300,
  mmPerHour: [1.8, 3.6, 6.3, 6.3, 5.7, 4.8, 3.6, 2.4, 1.2].map((mm) => mm * 12),
  offsetSeconds: 1800,
}
const STORM_14: RainSeries = {
  intervalSeconds: 3600,
  mmPerHour: Array.from({ length: 48 }, () => 0.208333333 * 12),
  offsetSeconds: 0,
}
const START = '2026-11-21T06:00:00Z'
// A polder in RD New as the model record gives it: WGS 84 corners and its EPSG.
const MODEL = {
  epsg: 28992,
  extent_two_d: {
    type: 'LineString',
    coordinates: [
      [4.6, 51.98],
      [4.7, 52.03],
    ],
  },
  extent_one_d: null,
}

function ncdump(bytes: Uint8Array, ...options: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'polder-rain-'))
  try {
    const path = join(folder, 'rain.nc')
    writeFileSync(path, bytes)
    return execFileSync('ncdump', [...options, path], { encoding: 'utf8' })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Time, values and the raster's cell edges, read with the house's HDF5 reader. */
function readBack(bytes: Uint8Array) {
  return readH5Bytes(bytes, (file, h5wasm) => {
    const dataset = (name: string) => {
      const entity = file.get(name)
      if (!(entity instanceof h5wasm.Dataset)) throw new Error(`no dataset ${name}`)
      return entity
    }
    const numbers = (name: string) => numbersOf(dataset(name).value) ?? []
    const attribute = (path: string, name: string) => dataset(path).attrs[name]?.value
    const [lat, lon] = [numbers('lat'), numbers('lon')]
    const half = (axis: number[]) => Math.abs((axis[1] ?? 0) - (axis[0] ?? 0)) / 2
    return {
      time: numbers('time'),
      values: numbers('values'),
      offset: file.attrs.OFFSET?.value,
      units: attribute('values', 'units'),
      timeUnits: attribute('time', 'units'),
      extent: {
        minX: Math.min(...lon) - half(lon),
        maxX: Math.max(...lon) + half(lon),
        minY: Math.min(...lat) - half(lat),
        maxY: Math.max(...lat) + half(lat),
      },
    }
  })
}

/** Rain that falls: each frame's rate over the time to the next frame; the last frame only closes. */
function depthOf({ time, values }: { time: number[]; values: number[] }): number {
  const cells = values.length / time.length
  return time.slice(0, -1).reduce((sum, t, k) => {
    return sum + (values[k * cells] ?? NaN) * (((time[k + 1] ?? NaN) - t) / 3600)
  }, 0)
}

describe('rasterPlaceOfModel', () => {
  it('projects the model’s lon/lat extent into its own EPSG', () => {
    const place = rasterPlaceOfModel(MODEL)
    expect(place?.epsg).toBe(28992)
    // 4.6-4.7 E, 51.98-52.03 N lies near RD x 100 000-108 000, y 443 000-449 000.
    expect(place?.extent.minX).toBeGreaterThan(95_000)
    expect(place?.extent.maxX).toBeLessThan(109_000)
    expect(place?.extent.minY).toBeGreaterThan(440_000)
    expect(place?.extent.maxY).toBeLessThan(450_000)
  })

  it('is null when the extent or the coordinate system cannot be read', () => {
    expect(rasterPlaceOfModel({ ...MODEL, epsg: null })).toBeNull()
    expect(rasterPlaceOfModel({ ...MODEL, epsg: 9999 })).toBeNull()
    expect(rasterPlaceOfModel({ ...MODEL, extent_two_d: null })).toBeNull()
    const native = {
      type: 'LineString',
      coordinates: [
        [98_000, 441_000],
        [105_000, 447_000],
      ],
    }
    expect(rasterPlaceOfModel({ ...MODEL, extent_two_d: native })).toBeNull()
  })
})

describe('writeRainRaster', () => {
  const place = rasterPlaceOfModel(MODEL) as RasterPlace

  it('holds the platform’s dimensions, variables, units and OFFSET, as ncdump reads them', async () => {
    const header = ncdump(await writeRainRaster(STORM_10, place, START), '-h')
    expect(header).toMatch(/time = UNLIMITED ; \/\/ \(10 currently\)/)
    expect(header).toMatch(/lat = 3 ;/)
    expect(header).toMatch(/lon = 3 ;/)
    expect(header).toMatch(/float values\(time, lat, lon\) ;/)
    expect(header).toMatch(/values:units = "mm\/h" ;/)
    expect(header).toMatch(/values:_FillValue = -9999.f ;/)
    expect(header).toMatch(/values:missing_value = -9999.f ;/)
    expect(header).toMatch(/values:grid_mapping = "crs" ;/)
    expect(header).toMatch(/double time\(time\) ;/)
    expect(header).toMatch(/time:units = "seconds since 2026-11-21 06:00:00 \+0000" ;/)
    expect(header).toMatch(/time:standard_name = "time" ;/)
    expect(header).toMatch(/time:calendar = "standard" ;/)
    expect(header).toMatch(/time:axis = "T" ;/)
    expect(header).toMatch(/double lat\(lat\) ;/)
    expect(header).toMatch(/double lon\(lon\) ;/)
    expect(header).toMatch(/int crs ;/)
    expect(header).toMatch(/crs:grid_mapping_name = "oblique_stereographic" ;/)
    expect(header).toMatch(/crs:spatial_ref = "PROJCS\[\\"Amersfoort \/ RD New\\"/)
    expect(header).toMatch(/crs:GeoTransform = "[-\d. e]+" ;/)
    expect(header).toMatch(/:OFFSET = 1800 ;/)
  })

  it('reads back as the storm: n + 1 frames from the offset, the depth that falls, an extent covering the model', async () => {
    const bytes = await writeRainRaster(STORM_10, place, START)
    const file = await readBack(bytes)
    expect(file.time).toEqual(Array.from({ length: 10 }, (_, k) => 1800 + 300 * k))
    expect(file.offset).toBe(1800)
    expect(file.units).toBe('mm/h')
    expect(file.timeUnits).toBe('seconds since 2026-11-21 06:00:00 +0000')
    expect(Math.abs(depthOf(file) - 35.7)).toBeLessThan(0.01)
    expect(coversExtent(file.extent, place.extent)).toBe(true)
    expect(bytes.length).toBeLessThan(32_000)
  })

  it('writes a 48-hour storm whose depth read back by ncdump is its total within 0.01 mm', async () => {
    const bytes = await writeRainRaster(STORM_14, place, START)
    const dump = ncdump(bytes, '-v', 'values,time')
    const list = (name: string) =>
      (new RegExp(`\\n ${name} =([^;]*);`).exec(dump)?.[1] ?? '')
        .split(',')
        .map((text) => Number(text.trim()))
    const file = { time: list('time'), values: list('values') }
    expect(file.time).toHaveLength(49)
    expect(Math.abs(depthOf(file) - 120)).toBeLessThan(0.01)
  })

  it('stays a few tens of kB for 576 five-minute frames: whole steps share a chunk', async () => {
    const fiveMinutes = {
      intervalSeconds: 300,
      mmPerHour: Array(576).fill(2.725),
      offsetSeconds: 0,
    }
    const bytes = await writeRainRaster(fiveMinutes, place, START)
    expect(bytes.length).toBeLessThan(40_000)
    expect(Math.abs(depthOf(await readBack(bytes)) - 130.8)).toBeLessThan(0.01)
  })

  it('refuses a series it cannot write, saying which interval', async () => {
    const negative = { ...STORM_10, mmPerHour: [1, -2] }
    await expect(writeRainRaster(negative, place, START)).rejects.toThrow(/Interval 2/)
    const empty = { ...STORM_10, mmPerHour: [] }
    await expect(writeRainRaster(empty, place, START)).rejects.toThrow(/no intervals/)
    await expect(writeRainRaster(STORM_10, { ...place, epsg: 9999 }, START)).rejects.toThrow(
      /EPSG:9999/,
    )
    await expect(writeRainRaster(STORM_10, place, 'tomorrow')).rejects.toThrow(/not a time/)
  })
})

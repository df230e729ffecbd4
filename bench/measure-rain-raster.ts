// Writing a 48-hour storm as the platform's NetCDF4 rain raster, as the browser does (issue 41);
// the `rain` part of `npm run bench`, measured in Node. Method: bench/README.md "Rain raster".
import { performance } from 'node:perf_hooks'
import { writeRainRaster, type RainSeries, type RasterPlace } from '../src/lib/rain/rain-raster'
import type { Goal } from './goals'
import { median } from './stats'
import { spreadOf } from './goals'

export type RainRasterSample = { storm: string; frames: number; ms: number; bytes: number }

// A polder of about 7 × 6 km in RD New: the raster's size does not depend on the extent.
const PLACE: RasterPlace = {
  epsg: 28992,
  extent: { minX: 100_000, minY: 443_000, maxX: 107_000, maxY: 449_000 },
}
const START = '2026-11-21T00:00:00Z'

/** Storm 14 of the vendor's wizard (120 mm in 48 hourly values) and 130.8 mm over 576 five-minute values. */
const STORMS: Record<string, RainSeries> = {
  hourly: { intervalSeconds: 3600, mmPerHour: Array(48).fill(2.5), offsetSeconds: 0 },
  'five-minute': { intervalSeconds: 300, mmPerHour: Array(576).fill(130.8 / 48), offsetSeconds: 0 },
}

export async function measureRainRaster(runs: number): Promise<RainRasterSample[]> {
  // The first write loads h5wasm: a page pays it once, not per storm.
  await writeRainRaster(STORMS.hourly as RainSeries, PLACE, START)
  const samples: RainRasterSample[] = []
  for (let run = 0; run < runs; run += 1) {
    for (const [storm, series] of Object.entries(STORMS)) {
      const started = performance.now()
      const bytes = await writeRainRaster(series, PLACE, START)
      const ms = performance.now() - started
      samples.push({ storm, frames: series.mmPerHour.length + 1, ms, bytes: bytes.length })
    }
  }
  return samples
}

export function rainRasterGoals(samples: readonly RainRasterSample[]): Goal[] {
  return Object.keys(STORMS).map((storm) => {
    const own = samples.filter((sample) => sample.storm === storm)
    const times = own.map((sample) => sample.ms)
    const bytes = own[0]?.bytes ?? 0
    return {
      id: `rain-raster-48h-${storm}`,
      goal: `rain raster of a 48-hour storm, ${storm} (${own[0]?.frames ?? 0} frames), written`,
      figure: times.length === 0 ? null : median(times),
      unit: 'ms',
      detail: `${bytes.toLocaleString('en-GB')} bytes, 3 × 3 cells; Node, h5wasm loaded`,
      spread: spreadOf(times),
      target: 'reported',
      verdict: 'REPORTED',
    }
  })
}

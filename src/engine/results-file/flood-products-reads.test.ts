import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hazardRating, NEVER_WET } from '@/lib/flood-products/flood-products'
import { readH5Bytes } from '@/lib/h5-file'
import { bytesSource } from '@/lib/h5-lazy-file'
import { openResultsSession } from '@/lib/results-file/session'
import { writeNetcdf4 } from '@/lib/netcdf/netcdf4-file'
import { meshGeometryOf } from '@/mocks/simulations/results/mesh-geometry'
import { resultsContent, runFlowOf } from '@/mocks/simulations/results/results-netcdf'
import { sampleBreach, sampleRun } from '@/mocks/simulations/results/sample-runs'
import { CELL_VELOCITY, cellFloodSeries, floodProductReads } from './flood-products-reads'

/** The mock's results file of a breach run, with or without its cell-centre velocities. */
async function mockResults(velocities: boolean): Promise<Uint8Array> {
  const run = sampleRun({ breaches: [sampleBreach(1, 0)] })
  const geometry = meshGeometryOf(run.model)
  const content = resultsContent(run, geometry, runFlowOf(run, geometry))
  const isVelocity = (name: string) => (Object.values(CELL_VELOCITY) as string[]).includes(name)
  const variables = content.variables.filter(({ name }) => velocities || !isVelocity(name))
  return writeNetcdf4({ ...content, variables })
}

type Raw = { time: number[]; s1: number[]; zcc: number[]; ucx: number[]; ucy: number[] }

const readRaw = (bytes: Uint8Array) =>
  readH5Bytes(bytes, (file): Raw => {
    const values = (name: string) =>
      Array.from((file.get(name) as { value: ArrayLike<number> }).value, Number)
    return {
      time: values('time'),
      s1: values('Mesh2D_s1'),
      zcc: values('Mesh2DFace_zcc'),
      ucx: values('Mesh2D_ucx'),
      ucy: values('Mesh2D_ucy'),
    }
  })

/** The definitions of record 0054, cell by cell over the raw arrays (-9999: dry, no velocity). */
function expectedOf(raw: Raw, cell: number, cells: number, wet: number) {
  const series = (values: number[]) => raw.time.map((_, t) => values[t * cells + cell] as number)
  const bottom = raw.zcc[cell] as number
  const depth = series(raw.s1).map((level) =>
    level === -9999 ? 0 : Math.max(0, Math.fround(Math.fround(level) - Math.fround(bottom))),
  )
  const speeds = series(raw.ucx).map((x, t) => {
    const y = series(raw.ucy)[t] as number
    return x === -9999 || y === -9999 ? Number.NaN : Math.hypot(x, y)
  })
  const hours = raw.time.map((seconds) => (seconds - (raw.time[0] as number)) / 3600)
  const isWet = depth.map((d) => d >= Math.fround(wet))
  const firstWet = isWet.indexOf(true)
  let rise = 0
  let wetHours = 0
  for (let t = 1; t < depth.length; t += 1) {
    const span = (hours[t] as number) - (hours[t - 1] as number)
    rise = Math.max(rise, ((depth[t] as number) - (depth[t - 1] as number)) / span)
    wetHours += (span * (Number(isWet[t - 1]) + Number(isWet[t]))) / 2
  }
  const ratings = depth.map((d, t) =>
    isWet[t] ? hazardRating(d, Number.isNaN(speeds[t]) ? 0 : (speeds[t] as number)) : 0,
  )
  return {
    maximumDepth: Math.max(...depth),
    maximumVelocity: Math.max(...speeds.filter((speed) => !Number.isNaN(speed))),
    arrivalHours: firstWet < 0 ? NEVER_WET : (hours[firstWet] as number),
    riseMetresPerHour: rise,
    hazard: Math.max(...ratings),
    hoursWet: wetHours,
  }
}

const files = {
  'zwartedijkspolder (irregular output times)': 'zwartedijkspolder/results_3di.nc',
  'water-quality (hourly output times)': 'water-quality/results_3di.nc',
}

describe(
  'flood products of the platform files, against the raw arrays',
  { timeout: 60_000 },
  () => {
    for (const [name, path] of Object.entries(files)) {
      it(name, async () => {
        const bytes = new Uint8Array(readFileSync(`test-data/platform/${path}`))
        const raw = await readRaw(bytes)
        const session = await openResultsSession(bytesSource(bytes))
        const cells = raw.zcc.length
        for (const wet of [0.02, 0.3]) {
          const { value } = floodProductReads().products(session, { wetDepthM: wet })
          expect(value.outputTimes).toBe(raw.time.length)
          let wetCells = 0
          for (let cell = 0; cell < cells; cell += 1) {
            const expected = expectedOf(raw, cell, cells, wet)
            if (expected.arrivalHours !== NEVER_WET) wetCells += 1
            for (const [product, number] of Object.entries(expected)) {
              const got = value[product as keyof typeof expected]?.[cell]
              if (number === NEVER_WET) expect(got, `${product} of cell ${cell}`).toBe(NEVER_WET)
              else expect(got, `${product} of cell ${cell}`).toBeCloseTo(number, 4)
            }
          }
          // Both files flood some cells and leave others dry at either wet depth.
          expect(wetCells).toBeGreaterThan(0)
        }
        session.close()
      })
    }

    it('keeps the products per wet depth; a file without velocities has no velocity or hazard', async () => {
      const bytes = await mockResults(false)
      const session = await openResultsSession(bytesSource(bytes))
      const reads = floodProductReads()
      const heard: number[] = []
      const first = reads.products(session, {}, (done) => heard.push(done))
      expect(first.value.maximumVelocity).toBeNull()
      expect(first.value.hazard).toBeNull()
      expect(first.value.wetDepthM).toBe(0.02)
      expect(heard).toEqual(Array.from(session.layout.times, (_, index) => index + 1))
      const again = reads.products(session, { wetDepthM: 0.02 }, (done) => heard.push(done))
      expect(again.value).toBe(first.value)
      expect(heard).toHaveLength(session.layout.times.length)
      expect(reads.products(session, { wetDepthM: 0.5 }).value).not.toBe(first.value)
      expect(() => reads.products(session, { wetDepthM: 0 })).toThrow(
        'The wet depth must be above 0 m.',
      )
      session.close()
    })

    it('a higher wet depth computes the products again: no cell arrives earlier, some later', async () => {
      const session = await openResultsSession(bytesSource(await mockResults(true)))
      const reads = floodProductReads()
      const shallow = reads.products(session, { wetDepthM: 0.02 }).value.arrivalHours
      const deep = reads.products(session, { wetDepthM: 0.5 }).value.arrivalHours
      let later = 0
      shallow.forEach((hours, cell) => {
        if (Number.isNaN(hours)) return
        expect(deep[cell], `cell ${cell}`).toBeGreaterThanOrEqual(hours)
        if ((deep[cell] as number) > hours) later += 1
      })
      expect(later).toBeGreaterThan(0)
      session.close()
    })

    it('one cell’s series through the reader reach the cell’s products: maxima and arrival', async () => {
      const session = await openResultsSession(bytesSource(await mockResults(true)))
      const products = floodProductReads().products(session, { wetDepthM: 0.1 }).value
      // The largest value over the run, at least `floor`; without one, NaN where it has none.
      const largest = (values: Float32Array | null, floor = Number.NaN) => {
        const finite = Array.from(values ?? []).filter((value) => value === value)
        return finite.length === 0
          ? floor
          : Math.max(floor === floor ? floor : -Infinity, ...finite)
      }
      const same = (got: number, want: number | undefined, what: string) =>
        Number.isNaN(want)
          ? expect(got, what).toBeNaN()
          : expect(got, what).toBeCloseTo(want ?? NaN, 5)
      const arrived = products.arrivalHours.findIndex((hours) => hours > 0 && hours < NEVER_WET)
      const never = products.arrivalHours.indexOf(NEVER_WET)
      for (const cell of [arrived, never]) {
        const { value } = cellFloodSeries(session, cell, { wetDepthM: 0.1 })
        const { arrivalIndex } = value
        const hours = arrivalIndex === null ? NEVER_WET : session.layout.times[arrivalIndex]! / 3600
        expect(Math.fround(hours), `arrival of cell ${cell}`).toBe(products.arrivalHours[cell])
        same(largest(value.speed), products.maximumVelocity?.[cell], 'velocity')
        same(largest(value.hazard, 0), products.hazard?.[cell], 'hazard')
        same(largest(value.rise, 0), products.riseMetresPerHour[cell], 'rise')
      }
      session.close()
    })

    it('the mock’s own results file has velocities: a velocity and a hazard, at most 2 m/s', async () => {
      const session = await openResultsSession(bytesSource(await mockResults(true)))
      const { value } = floodProductReads().products(session, {})
      const speeds = Array.from(value.maximumVelocity ?? []).filter((speed) => speed > 0)
      expect(speeds.length).toBeGreaterThan(0)
      expect(Math.max(...speeds)).toBeLessThanOrEqual(2)
      expect(Math.max(...(value.hazard ?? []))).toBeGreaterThan(0)
      session.close()
    })
  },
)

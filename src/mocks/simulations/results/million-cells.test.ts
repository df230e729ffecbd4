import { afterAll, describe, expect, it } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { openResultsSession, type ResultsFileSession } from '@/lib/results-file/session'
import { timesOf, waterDepth } from '@/lib/results-file/slices'
import { breachSitesOf } from './breach-sites'
import { AGGREGATE_FILENAME, RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import { MIN_OUTPUT_TIMES } from './output-axis'
import { sampleBreach, sampleRun, seededModel } from './sample-runs'

const MB = 1e6
const HOUR = 3600
const WET = 0.02

const sessions: ResultsFileSession[] = []
afterAll(() => sessions.forEach((session) => session.close()))

async function open(bytes: Uint8Array) {
  const session = await openResultsSession(bytesSource(bytes))
  sessions.push(session)
  return session
}

const countWet = (depth: Float32Array) =>
  depth.reduce((sum, value) => sum + (value >= Math.fround(WET) ? 1 : 0), 0)

// Two files of 10^6 cells: about 10-20 s each on the shared 2-core machine (bench-like).
describe('the results files of the 10^6-cell model', { timeout: 300_000 }, () => {
  const model = seededModel(18)
  const run = sampleRun({
    model,
    duration: 2 * HOUR,
    endTime: 2 * HOUR,
    breaches: [sampleBreach(18, 0)],
    rains: [{ start: 0, end: HOUR }],
  })
  const files = (async () => {
    const results = await generateResultFile(run, RESULTS_FILENAME)
    const aggregate = await generateResultFile(run, AGGREGATE_FILENAME)
    return { results, aggregate }
  })()

  it('have few, regular, whole-minute output times and stay far under 300 MB', async () => {
    expect(model.fixture.cells).toBe(1_000_000)
    expect(run.outputTimes).toHaveLength(MIN_OUTPUT_TIMES)
    expect(run.outputStep % 60).toBe(0)
    run.outputTimes.forEach((time, index) => expect(time).toBe(index * run.outputStep))
    const { results, aggregate } = await files
    expect(results.byteLength).toBeLessThan(300 * MB)
    expect(aggregate.byteLength).toBeLessThan(300 * MB)
  })

  it("spread the breach's water over time, and the aggregate holds the maximum of the steps", async () => {
    const results = await open((await files).results)
    const aggregate = await open((await files).aggregate)
    const bottom = results.places('Mesh2DFace_zcc').value
    const [site] = breachSitesOf(run)
    const breachCell = (site?.cellId ?? 0) - 1
    const steps = results.layout.times.length
    expect(steps).toBe(MIN_OUTPUT_TIMES)
    const wet: number[] = []
    const maximum = new Float32Array(bottom.length).fill(-Infinity)
    for (let index = 0; index < steps; index += 1) {
      const level = results.step('Mesh2D_s1', index).value
      level.forEach((value, cell) => {
        if (value > (maximum[cell] ?? -Infinity)) maximum[cell] = value
      })
      const depth = waterDepth(level, bottom)
      wet.push(countWet(depth))
      if (index > 0) expect(depth[breachCell]).toBeGreaterThan(0.5)
      // The far corner has the rain's few millimetres at most, never the breach's water.
      expect(depth[breachCell < bottom.length / 2 ? bottom.length - 1 : 0]).toBeLessThan(WET)
    }
    expect(wet[0]).toBe(0)
    wet.slice(1).forEach((count, index) => expect(count).toBeGreaterThan(wet[index] ?? 0))
    expect(wet.at(-1)).toBeLessThan(bottom.length / 10)
    const windows = timesOf(aggregate.layout, 'Mesh2D_s1_max').length
    expect(windows).toBe(2)
    const aggregated = Float32Array.from(aggregate.step('Mesh2D_s1_max', 0).value)
    aggregate.step('Mesh2D_s1_max', 1).value.forEach((value, cell) => {
      if (value > (aggregated[cell] ?? -Infinity)) aggregated[cell] = value
    })
    expect(aggregated.every((value, cell) => value === maximum[cell])).toBe(true)
  })
})

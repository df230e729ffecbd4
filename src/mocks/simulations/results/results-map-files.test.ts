import { afterAll, describe, expect, it } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { openResultsSession, type ResultsFileSession } from '@/lib/results-file/session'
import { timesOf, waterDepth } from '@/lib/results-file/slices'
import { breachSitesOf } from './breach-sites'
import { AGGREGATE_FILENAME, RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import type { ResultRun } from './run-input'
import { sampleBreach, sampleRun, seededModel } from './sample-runs'

const sessions: ResultsFileSession[] = []
afterAll(() => sessions.forEach((session) => session.close()))

/** The run's two NetCDF files, opened with the app's reader (src/lib/results-file). */
async function openFiles(run: ResultRun) {
  const open = async (filename: string) => {
    const session = await openResultsSession(bytesSource(await generateResultFile(run, filename)))
    sessions.push(session)
    return session
  }
  return { results: await open(RESULTS_FILENAME), aggregate: await open(AGGREGATE_FILENAME) }
}

/** The highest value each place reaches over every step of a (time × places) variable. */
function maximumOverSteps(session: ResultsFileSession, variable: string): Float32Array {
  const steps = timesOf(session.layout, variable).length
  const maximum = Float32Array.from(session.step(variable, 0).value)
  for (let index = 1; index < steps; index += 1) {
    session.step(variable, index).value.forEach((value, place) => {
      if (value > (maximum[place] ?? -Infinity)) maximum[place] = value
    })
  }
  return maximum
}

/** What the map's difference B − A compares: each cell's maximum depth over the run. */
function maximumDepth(aggregate: ResultsFileSession): Float32Array {
  const level = maximumOverSteps(aggregate, 'Mesh2D_s1_max')
  return waterDepth(level, aggregate.places('Mesh2DFace_zcc').value)
}

const HOUR = 3600

// Each file is a few MB of HDF5, written and read: generous limits for a busy 2-core machine.
describe('results_hydro.nc and aggregate_results_hydro.nc of one run', { timeout: 120_000 }, () => {
  const run = sampleRun({
    duration: 3 * HOUR,
    endTime: 3 * HOUR,
    breaches: [sampleBreach(1, 600)],
    rains: [{ start: 0, end: HOUR }],
  })
  const files = openFiles(run)

  it('hold the same maximum water level per cell: the aggregate is taken from the output times', async () => {
    const { results, aggregate } = await files
    expect(aggregate.layout.times).toHaveLength(0)
    expect(timesOf(aggregate.layout, 'Mesh2D_s1_max')).toHaveLength(3)
    expect(timesOf(results.layout, 'Mesh2D_s1')).toHaveLength(run.outputTimes.length)
    const overSteps = maximumOverSteps(results, 'Mesh2D_s1')
    expect(Array.from(maximumOverSteps(aggregate, 'Mesh2D_s1_max'))).toEqual(Array.from(overSteps))
    expect(Array.from(maximumOverSteps(aggregate, 'Mesh1D_s1_max'))).toEqual(
      Array.from(maximumOverSteps(results, 'Mesh1D_s1')),
    )
    // The maximum is reached where the breach's water stands, and nowhere below the bottom.
    const [site] = breachSitesOf(run)
    const depth = maximumDepth(aggregate)
    expect(depth[(site?.cellId ?? 0) - 1]).toBeGreaterThan(1)
    expect(Math.min(...depth)).toBeGreaterThan(0)
  })

  it('close each aggregation window at an output time of the results file, written alike', async () => {
    const { results, aggregate } = await files
    const windowEnds = Array.from(timesOf(aggregate.layout, 'Mesh2D_s1_max'))
    const outputTimes = Array.from(results.layout.times)
    const ends = [HOUR, 2 * HOUR, 3 * HOUR].map((end) => run.outputTimes.indexOf(end))
    expect(ends).not.toContain(-1)
    expect(windowEnds).toEqual(ends.map((index) => outputTimes[index]))
    expect(Array.from(timesOf(aggregate.layout, 'Mesh2D_q_cum'))).toEqual(windowEnds)
  })
})

describe('two runs of one model that differ', { timeout: 120_000 }, () => {
  const twoHours = { duration: 2 * HOUR, endTime: 2 * HOUR }
  const breachA = sampleBreach(1, 0, 0)
  const breachB = sampleBreach(1, 0, 20)
  const runA = sampleRun({ ...twoHours, breaches: [breachA] })
  const runB = sampleRun({ ...twoHours, breaches: [breachB] })
  const none = sampleRun(twoHours)

  it('differ in maximum depth where their breaches are (the map shows B − A)', async () => {
    const [siteA] = breachSitesOf(runA)
    const [siteB] = breachSitesOf(runB)
    if (!siteA || !siteB) throw new Error('Zuidplaspolder has these breaches')
    const apart = Math.hypot(
      siteA.position[0] - siteB.position[0],
      siteA.position[1] - siteB.position[1],
    )
    expect(apart).toBeGreaterThan(3000)
    const depthA = maximumDepth((await openFiles(runA)).aggregate)
    const depthB = maximumDepth((await openFiles(runB)).aggregate)
    const depthNone = maximumDepth((await openFiles(none)).aggregate)
    const [cellA, cellB] = [siteA.cellId - 1, siteB.cellId - 1]
    const bMinusA = (cell: number) => (depthB[cell] ?? 0) - (depthA[cell] ?? 0)
    expect(bMinusA(cellA)).toBeLessThan(-1)
    expect(bMinusA(cellB)).toBeGreaterThan(1)
    expect(depthA[cellA]! - depthNone[cellA]!).toBeGreaterThan(1)
    expect(Math.max(...depthNone)).toBe(0)
    // Away from both breaches neither run has water: no difference there.
    const unchanged = depthA.filter((depth, cell) => depth === 0 && depthB[cell] === 0).length
    expect(unchanged).toBeGreaterThan(depthA.length / 2)
  })
})

describe('a model without 2D cells (Schoonhoven riolering 1D)', { timeout: 120_000 }, () => {
  it('writes a results file the reader opens, with its 1D nodes only', async () => {
    const run = sampleRun({ model: seededModel(19), duration: HOUR, endTime: HOUR })
    const session = await openResultsSession(
      bytesSource(await generateResultFile(run, RESULTS_FILENAME)),
    )
    sessions.push(session)
    expect(session.layout.meshes['2D']).toBeUndefined()
    expect(session.layout.meshes['1D']?.nodes).toBeGreaterThan(0)
  })
})

import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { readH5Bytes } from '@/lib/h5-file'
import { bytesSource, type ByteSource } from '@/lib/h5-lazy-file'
import { AGGREGATE_FILENAME } from '@/mocks/simulations/results/filenames'
import { generateResultFile } from '@/mocks/simulations/results/generate'
import { meshGeometryOf } from '@/mocks/simulations/results/mesh-geometry'
import { buildResultsNetcdf, sampleFlowFields } from '@/mocks/simulations/results/results-netcdf'
import { sampleBreach, sampleRun } from '@/mocks/simulations/results/sample-runs'
import { rangeRequestError, ResultsReadError } from './errors'
import { openResultsSession, type ResultsFileSession } from './session'
import { timesOf, waterDepth } from './slices'
import { DRY_LEVEL } from './no-value'

const sessions: ResultsFileSession[] = []
afterAll(() => sessions.forEach((session) => session.close()))

async function open(source: ByteSource, options = {}) {
  const session = await openResultsSession(source, options)
  sessions.push(session)
  return session
}

/** A source that counts its requests and can be made to fail like an expired link. */
function flakySource(bytes: Uint8Array) {
  const state = { failWith: null as number | null, requests: 0 }
  const source: ByteSource = {
    size: bytes.byteLength,
    read(start, end) {
      state.requests += 1
      if (state.failWith !== null) throw rangeRequestError({ status: state.failWith })
      return bytes.subarray(start, end)
    },
  }
  return { source, state }
}

/** The generator's levels as the reader gives them: a dry cell's -9999 below any bottom. */
const asRead = (levels: ArrayLike<number> = []) =>
  Array.from(levels, (level) => (level === -9999 ? DRY_LEVEL : level))

// Each case writes or reads a few MB of HDF5: generous limits for a busy 2-core machine.
describe('results slices of the mock generator', { timeout: 60_000 }, () => {
  const run = sampleRun({ breaches: [sampleBreach(1, 0)] })
  const geometry = meshGeometryOf(run.model)
  const sampled = sampleFlowFields(run, geometry)
  const generated = buildResultsNetcdf(run)

  it('reads each cell at a time index and a cell over all times as the generator wrote them', async () => {
    const session = await open(bytesSource(await generated))
    const { layout } = session
    expect(layout.times).toHaveLength(sampled.times.length)
    expect(layout.meshes['2D']?.nodes).toBe(geometry.mesh2d.nodeIds.length)
    const last = sampled.times.length - 1
    for (const timeIndex of [0, 1, Math.floor(last / 2), last]) {
      const step = session.step('Mesh2D_s1', timeIndex).value
      expect(step).toBeInstanceOf(Float32Array)
      expect(Array.from(step)).toEqual(asRead(sampled.fields[timeIndex]?.s1))
    }
    const cells = geometry.mesh2d.nodeIds.length
    for (const cell of [0, Math.floor(cells / 3), cells - 1]) {
      const series = session.series('Mesh2D_s1', cell).value
      expect(Array.from(series)).toEqual(asRead(sampled.fields.map((field) => field.s1[cell] ?? 0)))
    }
    const bottom = session.places('Mesh2DFace_zcc').value
    expect(Array.from(bottom)).toEqual(Array.from(geometry.mesh2d.nodeZ, Math.fround))
    const depth = waterDepth(session.step('Mesh2D_s1', last).value, bottom)
    expect(Math.max(...depth)).toBeGreaterThan(0.01)
    expect(Math.min(...depth)).toBeGreaterThanOrEqual(0)
  })

  it('reads an aggregate file, whose variables run along their own time axes', async () => {
    const aggregateRun = sampleRun({ duration: 7200, endTime: 7200 })
    const bytes = await generateResultFile(aggregateRun, AGGREGATE_FILENAME)
    const session = await open(bytesSource(bytes))
    const { layout } = session
    expect(layout.times).toHaveLength(0)
    expect(Object.keys(layout.aggregateTimes).sort()).toEqual([
      'time_q_cum',
      'time_s1_max',
      'time_u1_max',
    ])
    // The window ends are output times, as results_hydro.nc writes them (the solver's, 4 s late).
    expect(Array.from(timesOf(layout, 'Mesh2D_s1_max'))).toEqual([3604, 7200])
    expect(timesOf(layout, 'Mesh1D_s1_max')).toBe(layout.aggregateTimes.time_s1_max)
    expect(session.step('Mesh2D_s1_max', 1).value).toHaveLength(geometry.mesh2d.nodeIds.length)
    expect(session.series('Mesh2D_q_cum', 0).value).toHaveLength(2)
    expect(() => session.step('Mesh2D_s1_max', 2)).toThrow(ResultsReadError)
    const results = await open(bytesSource(await generated))
    expect(results.layout.aggregateTimes).toEqual({})
    expect(timesOf(results.layout, 'Mesh2D_s1')).toBe(results.layout.times)
  })

  it('reads the 1D nodes where the model has them', async () => {
    const session = await open(bytesSource(await generated))
    const nodes = geometry.mesh1d.nodeIds.length
    expect(nodes).toBeGreaterThan(0)
    expect(session.layout.meshes['1D']?.nodes).toBe(nodes)
    const last = sampled.times.length - 1
    expect(Array.from(session.step('Mesh1D_s1', last).value)).toEqual(
      Array.from(sampled.fields[last]?.s1Of1d ?? []),
    )
    expect(Array.from(session.series('Mesh1D_s1', nodes - 1).value)).toEqual(
      sampled.fields.map((field) => field.s1Of1d[nodes - 1]),
    )
  })

  it('reads the header once, then only the blocks a step needs; a second read is cached', async () => {
    const bytes = await generated
    const session = await open(bytesSource(bytes), {
      blockBytes: 16 * 1024,
      minRequestBytes: 16 * 1024,
    })
    const raw = geometry.mesh2d.nodeIds.length * 4
    expect(session.openCost.requests).toBeGreaterThan(0)
    expect(session.openCost.bytes).toBeLessThan(bytes.byteLength / 2)
    const first = session.step('Mesh2D_s1', 3)
    expect(first.cost.requests).toBeGreaterThan(0)
    expect(first.cost.bytes).toBeLessThanOrEqual(raw + 2 * 16 * 1024)
    expect(session.step('Mesh2D_s1', 3).cost).toMatchObject({ requests: 0, bytes: 0 })
    const prefetched = session.prefetch('Mesh2D_s1', [3, 4, 5])
    expect(prefetched.value).toEqual([4, 5])
    expect(session.step('Mesh2D_s1', 5).cost.requests).toBe(0)
    expect(session.totals()).toMatchObject({ cachedSteps: 3, cachedStepBytes: 3 * raw })
  })

  it('keeps the decoded steps within their bound, the least recently used dropped', async () => {
    const raw = geometry.mesh2d.nodeIds.length * 4
    const session = await open(bytesSource(await generated), { stepCacheBytes: 2 * raw })
    session.step('Mesh2D_s1', 0)
    session.step('Mesh2D_s1', 1)
    session.step('Mesh2D_s1', 0)
    session.step('Mesh2D_s1', 2)
    expect(session.totals()).toMatchObject({ cachedSteps: 2, cachedStepBytes: 2 * raw })
    expect(session.prefetch('Mesh2D_s1', [0, 1, 2]).value).toEqual([1])
  })

  it('names a missing variable, a wrong shape and an index outside the file', async () => {
    const session = await open(bytesSource(await generated))
    const failure = (read: () => unknown) => {
      try {
        read()
      } catch (error) {
        expect(error).toBeInstanceOf(ResultsReadError)
        return { kind: (error as ResultsReadError).kind, message: (error as Error).message }
      }
      throw new Error('no error')
    }
    expect(failure(() => session.step('Mesh2D_vol', 0))).toEqual({
      kind: 'missing-variable',
      message: 'The results file has no variable Mesh2D_vol.',
    })
    expect(failure(() => session.step('Mesh2DFace_zcc', 0)).kind).toBe('bad-shape')
    expect(failure(() => session.step('Mesh2D_s1', sampled.times.length)).kind).toBe('out-of-range')
    expect(failure(() => session.series('Mesh2D_s1', -1)).kind).toBe('out-of-range')
  })

  it('turns an expired link into its own error, and reads again once the store answers', async () => {
    const { source, state } = flakySource(await generated)
    const session = await open(source, { blockBytes: 4096, blockCacheBytes: 8192 })
    state.failWith = 403
    expect(() => session.step('Mesh2D_s1', 2)).toThrow(
      'The link to the results file expired; ask for a fresh one.',
    )
    state.failWith = null
    expect(Array.from(session.step('Mesh2D_s1', 2).value)).toEqual(asRead(sampled.fields[2]?.s1))
  })
})

/** The platform's own files (test-data/platform): the same reader, compared with h5wasm. */
describe('results slices of the platform files', { timeout: 60_000 }, () => {
  const files = {
    'zwartedijkspolder (core 3.5.4, 1D and 2D)': 'zwartedijkspolder/results_3di.nc',
    'water-quality (core 3.6.10, 2D only)': 'water-quality/results_3di.nc',
  }
  for (const [name, path] of Object.entries(files)) {
    it(name, async () => {
      const bytes = new Uint8Array(readFileSync(`test-data/platform/${path}`))
      const direct = await readH5Bytes(bytes, (file) => {
        const values = (variable: string) => {
          const dataset = file.get(variable) as { value: unknown; shape: number[] } | null
          return dataset
            ? { value: dataset.value as ArrayLike<number>, shape: dataset.shape }
            : null
        }
        return { time: values('time'), s1: values('Mesh2D_s1'), s1Of1d: values('Mesh1D_s1') }
      })
      const session = await open(bytesSource(bytes), { blockBytes: 64 * 1024 })
      const [steps = 0, cells = 0] = direct.s1?.shape ?? []
      expect(session.layout.times).toHaveLength(steps)
      expect(session.layout.meshes['2D']?.nodes).toBe(cells)
      // The platform's -9999 water level is a dry cell (record 0046).
      const nan = (value: number | undefined) => (value === -9999 ? DRY_LEVEL : value)
      for (const timeIndex of [0, Math.floor(steps / 2), steps - 1]) {
        const expected = Array.from(direct.s1?.value ?? [])
          .slice(timeIndex * cells, (timeIndex + 1) * cells)
          .map(nan)
        expect(Array.from(session.step('Mesh2D_s1', timeIndex).value)).toEqual(expected)
      }
      const series = session.series('Mesh2D_s1', cells - 1).value
      expect(series).toHaveLength(steps)
      expect(series[steps - 1]).toBe(nan(direct.s1?.value[steps * cells - 1]))
      const [, nodes1d = 0] = direct.s1Of1d?.shape ?? []
      if (nodes1d > 0) {
        expect(session.layout.meshes['1D']?.nodes).toBe(nodes1d)
        const expected = Array.from(direct.s1Of1d?.value ?? [])
          .slice(-nodes1d)
          .map(nan)
        expect(Array.from(session.step('Mesh1D_s1', steps - 1).value)).toEqual(expected)
        expect(session.series('Mesh1D_s1', 0).value).toHaveLength(steps)
      } else {
        expect(session.layout.meshes['1D']).toBeUndefined()
      }
      const bottom = session.places('Mesh2DFace_zcc').value
      expect(bottom).toHaveLength(cells)
    })
  }
})

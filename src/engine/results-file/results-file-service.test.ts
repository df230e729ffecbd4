import { describe, expect, it } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { rangeRequestError } from '@/lib/results-file/errors'
import { buildResultsNetcdf, sampleFlowFields } from '@/mocks/simulations/results/results-netcdf'
import { sampleBreach, sampleRun } from '@/mocks/simulations/results/sample-runs'
import { NOT_DRAWN } from '@/lib/results-file/colour-classes'
import { DRY_LEVEL } from '@/lib/results-file/no-value'
import { maximumOver } from '@/lib/results-file/run-difference'
import { waterDepth } from '@/lib/results-file/slices'
import { buildAggregateNetcdf } from '@/mocks/simulations/results/aggregate-netcdf'
import { meshGeometryOf } from '@/mocks/simulations/results/mesh-geometry'
import { createResultsFileService, type Answer } from './results-file-service'

function valueOf<T>(answer: Answer<{ value: T }>): T {
  if (!answer.ok) throw new Error(answer.error.message)
  return answer.value.value
}

describe('the results-file service (what the worker answers)', { timeout: 60_000 }, () => {
  const generated = buildResultsNetcdf(sampleRun({ breaches: [sampleBreach(1, 0)] }))

  it('opens a file, answers steps as copies the page owns, series, times and totals', async () => {
    const bytes = await generated
    const service = createResultsFileService(() => Promise.resolve(bytesSource(bytes)))
    const opened = await service.open('https://store/results_hydro.nc', { stallMs: 1000 })
    if (!opened.ok) throw new Error(opened.error.message)
    expect(opened.value.size).toBe(bytes.byteLength)
    const first = service.step('Mesh2D_s1', 1)
    if (!first.ok) throw new Error(first.error.message)
    first.value.value.fill(0)
    const again = service.step('Mesh2D_s1', 1)
    expect(again.ok && again.value.cost.requests).toBe(0)
    expect(again.ok && again.value.value.some((value) => value !== 0)).toBe(true)
    const times = service.times()
    const series = service.series('Mesh2D_s1', 0)
    expect(series.ok && times.ok && series.value.value.length).toBe(
      times.ok ? times.value.length : -1,
    )
    expect(service.prefetch('Mesh2D_s1', [1, 2])).toMatchObject({ ok: true, value: { value: [2] } })
    expect(service.totals()).toMatchObject({ ok: true, value: { cachedSteps: 2 } })
    expect(service.step('Mesh2D_q_lat', 0)).toEqual({
      ok: false,
      error: {
        kind: 'missing-variable',
        message: 'The results file has no variable Mesh2D_q_lat.',
      },
    })
    service.close()
    expect(service.step('Mesh2D_s1', 1)).toMatchObject({ ok: false, error: { kind: 'unreadable' } })
  })

  it('answers what the map draws: depth and wet levels per cell, the maximum depth, a cell over the run', async () => {
    const run = sampleRun({ breaches: [sampleBreach(1, 0)] })
    const geometry = meshGeometryOf(run.model)
    const sampled = sampleFlowFields(run, geometry)
    const service = createResultsFileService(async () => bytesSource(await generated))
    await service.open('https://store/results_hydro.nc', { stallMs: 1000 })
    const bottom = Float32Array.from(geometry.mesh2d.nodeZ)
    const last = sampled.times.length - 1
    // A dry cell's -9999 reads as below any bottom (record 0046).
    const levels = sampled.fields.map((field) =>
      Float32Array.from(field.s1, (level) => (level === -9999 ? DRY_LEVEL : level)),
    )
    const depthAt = (time: number) => waterDepth(levels[time] ?? new Float32Array(), bottom)

    const depth = valueOf(service.mapStep('2D', 'depth', last))
    expect(Array.from(depth)).toEqual(Array.from(depthAt(last)))
    const level = valueOf(service.mapStep('2D', 'level', last))
    const wet = depthAt(last).findIndex((value) => value >= 0.5)
    const dry = depthAt(last).findIndex((value) => value < 0.02)
    expect(dry).toBeGreaterThanOrEqual(0)
    expect(level[wet]).toBe(levels[last]?.[wet])
    expect(level[dry]).toBe(NOT_DRAWN)

    const maximum = valueOf(service.maximumDepth('2D'))
    const expected = maximumOver(levels.map((_, time) => depthAt(time)))
    expect(Array.from(maximum)).toEqual(Array.from(expected))
    expect(valueOf(service.maximumDepth('2D')).length).toBe(maximum.length)

    const point = valueOf(service.pointSeries('2D', wet))
    expect(Array.from(point.level)).toEqual(levels.map((step) => step[wet]))
    expect(Array.from(point.depth)).toEqual(levels.map((_, time) => depthAt(time)[wet]))
    service.close()
  })

  it('takes the maximum from the aggregate file where it holds one, else from the output times', async () => {
    const run = sampleRun({ breaches: [sampleBreach(1, 0)] })
    const aggregate = await buildAggregateNetcdf(run)
    const results = await generated
    const service = createResultsFileService(async (url) =>
      bytesSource(url.includes('aggregate') ? aggregate : results),
    )
    await service.open('https://store/results_hydro.nc', { stallMs: 1000 })
    const fromSteps = service.maximumDepth('2D')
    expect(fromSteps.ok && fromSteps.value.source).toBe('output-times')
    const opened = await service.openAggregate('https://store/aggregate_results_hydro.nc', {
      stallMs: 1000,
    })
    expect(opened).toEqual({ ok: true, value: true })
    const fromAggregate = service.maximumDepth('2D')
    expect(fromAggregate.ok && fromAggregate.value.source).toBe('aggregate')
    // The mock aggregates over the same output times, so both maxima agree cell for cell.
    expect(Array.from(valueOf(fromAggregate))).toEqual(Array.from(valueOf(fromSteps)))
    service.close()
  })

  it('answers an expired link as its own failure', async () => {
    const service = createResultsFileService(() =>
      Promise.reject(rangeRequestError({ status: 403 })),
    )
    expect(await service.open('https://store/old', { stallMs: 1000 })).toEqual({
      ok: false,
      error: {
        kind: 'expired',
        message: 'The link to the results file expired; ask for a fresh one.',
      },
    })
  })
})

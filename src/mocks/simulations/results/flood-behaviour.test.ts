import { describe, expect, it } from 'vitest'
import { logFileTexts } from './log-zip'
import { meshGeometryOf } from './mesh-geometry'
import { runFlowOf } from './results-netcdf'
import type { ResultRun } from './run-input'
import { sampleBreach, sampleRun, seededModel } from './sample-runs'
import { balanceTotals, computeWaterBalance } from './water-balance'

const HOUR = 3600
const WET = 0.02
const model = seededModel(1)
const geometry = meshGeometryOf(model)
const cellArea = geometry.cellSize ** 2
const twoHours = { model, duration: 2 * HOUR, endTime: 2 * HOUR }

const breachInflow = (run: ResultRun) =>
  computeWaterBalance(run).rows.reduce((sum, row) => sum + row.breach, 0) / 1000

function depthsAt(run: ResultRun, index: number): Float64Array {
  const flow = runFlowOf(run, geometry)
  const { s1 } = flow.fieldAt(index < 0 ? flow.times.length + index : index)
  return Float64Array.from(s1, (level, cell) => level - geometry.mesh2d.nodeZ[cell]!)
}

const wetCells = (depth: Float64Array) =>
  new Set(Array.from(depth).flatMap((metres, cell) => (metres >= WET ? [cell] : [])))

describe('the water of a breach', { timeout: 30_000 }, () => {
  it('comes in the more the wider the breach', () => {
    const narrow = sampleRun({ ...twoHours, breaches: [{ ...sampleBreach(1), initialWidth: 10 }] })
    const wide = sampleRun({ ...twoHours, breaches: [{ ...sampleBreach(1), initialWidth: 40 }] })
    expect(breachInflow(narrow)).toBeGreaterThan(0)
    expect(breachInflow(wide)).toBeGreaterThan(1.5 * breachInflow(narrow))
  })

  it('floods other cells, with another volume, through a breach at another place', () => {
    const [first, second] = [0, 1].map((nth) =>
      sampleRun({ ...twoHours, breaches: [{ ...sampleBreach(1, 0, nth), maximumBreachDepth: 5 }] }),
    )
    expect(breachInflow(first!)).not.toBeCloseTo(breachInflow(second!), 0)
    // Early each pool lies behind its own breach; later both may reach the same low canal.
    const [here, there] = [wetCells(depthsAt(first!, 1)), wetCells(depthsAt(second!, 1))]
    expect(here.size).toBeGreaterThan(0)
    expect(there.size).toBeGreaterThan(0)
    const shared = [...here].filter((cell) => there.has(cell)).length
    expect(shared).toBeLessThan(Math.min(here.size, there.size) / 2)
  })

  it('has the rain on top: its depth on every cell the breach leaves dry, more where it floods', () => {
    const breaches = [sampleBreach(1)]
    const dry = sampleRun({ ...twoHours, breaches })
    const rained = sampleRun({ ...twoHours, breaches, rains: [{ start: 0, end: HOUR }] })
    const [without, withRain] = [depthsAt(dry, -1), depthsAt(rained, -1)]
    const rainDepth = withRain[without.indexOf(0)]!
    expect(rainDepth).toBeGreaterThan(0.001)
    // Float32 levels near −6 m: within a few float32 steps.
    withRain.forEach((depth, cell) => {
      if (without[cell] === 0) expect(Math.abs(depth - rainDepth)).toBeLessThan(1e-5)
      else expect(depth).toBeGreaterThan(without[cell]!)
    })
    const storage = (run: ResultRun) => computeWaterBalance(run).rows.at(-1)!.storage2d / 1000
    const added = withRain.reduce(
      (sum, depth, cell) => sum + (depth - without[cell]!) * cellArea,
      0,
    )
    expect(Math.abs(added - (storage(rained) - storage(dry)))).toBeLessThan(1e-4 * storage(rained))
  })

  it('closes the balance, and the flow summary and the results hold the same volumes', () => {
    const run = sampleRun({
      ...twoHours,
      breaches: [sampleBreach(1), sampleBreach(1, 1800, 2)],
      rains: [{ start: 0, end: HOUR }],
    })
    const balance = computeWaterBalance(run)
    const totals = balanceTotals(balance)
    expect(totals.inflow - totals.outflow - totals.storageChange).toBe(totals.volumeError)
    expect(Math.abs(totals.volumeError)).toBeLessThan(1e-5 * totals.inflow)
    type Volumes = Record<string, { value: number }>
    const summary = (
      JSON.parse(logFileTexts(run)['flow_summary.json']) as { volume_balance: Volumes }
    ).volume_balance
    const last = balance.rows.at(-1)!
    expect(summary.boundaries_inflow?.value).toBeCloseTo(
      balance.rows.reduce((sum, row) => sum + row.breach + row.boundaryIn, 0) / 1000,
      0,
    )
    expect(summary.storage_2D_in_surface_water_domain_end_of_simulation?.value).toBeCloseTo(
      last.storage2d / 1000,
      0,
    )
    const volume = depthsAt(run, -1).reduce((sum, depth) => sum + depth * cellArea, 0)
    expect(Math.abs(volume - last.storage2d / 1000)).toBeLessThan(1e-4 * volume)
  })
})

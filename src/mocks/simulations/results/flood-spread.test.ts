import { describe, expect, it } from 'vitest'
import { modelCatalogue } from '@/mocks/seed/models/catalogue'
import { breachSitesOf } from './breach-sites'
import { meshGeometryOf, type MeshGeometry } from './mesh-geometry'
import { runFlowOf } from './results-netcdf'
import type { ResultRun } from './run-input'
import { sampleBreach, sampleRun, seededModel } from './sample-runs'
import { computeWaterBalance, RAIN_INTENSITY_MM_PER_HOUR } from './water-balance'

/** The results map draws a cell with less water than this as dry. */
const WET = 0.02
const HOUR = 3600

/** Depth per cell as written: float32 level − bottom (float32 values), so a dry cell is 0 exactly. */
function depthsAt(run: ResultRun, geometry: MeshGeometry) {
  const flow = runFlowOf(run, geometry)
  const bottom = geometry.mesh2d.nodeZ
  return {
    times: flow.times,
    at: (index: number) => Float64Array.from(flow.fieldAt(index).s1, (s1, i) => s1 - bottom[i]!),
  }
}

function distancesFrom(geometry: MeshGeometry, cellId: number): Float64Array {
  const { nodeX, nodeY } = geometry.mesh2d
  const [x0, y0] = [nodeX[cellId - 1]!, nodeY[cellId - 1]!]
  return Float64Array.from(nodeX, (x, index) => Math.hypot(x - x0, nodeY[index]! - y0))
}

const count = (values: Float64Array, test: (value: number) => boolean) =>
  values.reduce((sum, value) => sum + (test(value) ? 1 : 0), 0)
// Loops, not Math.min(...values): 10^6 arguments overflow the stack.
const lowest = (values: Float64Array) => values.reduce((low, value) => Math.min(low, value))
const highest = (values: Float64Array) => values.reduce((high, value) => Math.max(high, value))

const models = modelCatalogue.map((definition, index) => ({ ...definition, id: index + 1 }))
const withCells = models.filter((model) => model.cells > 0)

describe('the demo models', () => {
  it('include one of 10^6 cells, and one without 2D (which has no water on cells to show)', () => {
    expect(models.map((model) => model.cells)).toContain(1_000_000)
    expect(models.filter((model) => model.cells === 0).map((model) => model.kind)).toEqual([
      'sewer',
    ])
  })
})

// 10^6 cells: about 0.1-0.3 s per output time on a busy 2-core machine, 13 output times a run.
describe.each(withCells)(
  'the water on the cells of model $id, $name ($cells cells)',
  { timeout: 180_000 },
  ({ id }) => {
    const model = seededModel(id)
    const geometry = meshGeometryOf(model)
    const cellArea = geometry.cellSize ** 2
    const twoHours = { model, duration: 2 * HOUR, endTime: 2 * HOUR }

    it('stays exactly at the bottom of every cell when nothing brings water', () => {
      const { times, at } = depthsAt(sampleRun(twoHours), geometry)
      times.forEach((_, index) => expect(count(at(index), (depth) => depth !== 0)).toBe(0))
    })

    it('of rain stands a little on every cell: the rain that fell less what drained', () => {
      const run = sampleRun({ ...twoHours, rains: [{ start: 0, end: HOUR }] })
      const balance = computeWaterBalance(run)
      const { times, at } = depthsAt(run, geometry)
      const area = model.fixture.cells * cellArea
      times.forEach((time, index) => {
        const depth = at(index)
        const fallen = (RAIN_INTENSITY_MM_PER_HOUR / 1000) * (Math.min(time, HOUR) / HOUR)
        const stored = (balance.rows[index]?.storage2d ?? 0) / 1000 / area
        // Float32 levels: within half a float32 step of the highest level (118 m at Düren).
        expect(Math.abs(lowest(depth) - stored)).toBeLessThan(1e-5)
        expect(Math.abs(highest(depth) - stored)).toBeLessThan(1e-5)
        expect(stored).toBeLessThanOrEqual(fallen)
        if (time === HOUR) expect(stored).toBeGreaterThan(fallen / 2)
      })
      expect(highest(at(times.indexOf(HOUR)))).toBeLessThan(WET)
    })

    // Each model gets the case that applies to it: a sewer model has no breach (none skipped).
    const breachable = model.fixture.kind !== 'sewer'
    if (breachable)
      it('of a breach spreads from it: near cells wet early and deep, far ones dry, the wet area growing', () => {
        const run = sampleRun({ ...twoHours, breaches: [sampleBreach(id, 0)] })
        const [breach] = breachSitesOf(run)
        if (!breach) throw new Error(`Model ${id} has no breach site`)
        const distance = distancesFrom(geometry, breach.cellId)
        const balance = computeWaterBalance(run)
        const { times, at } = depthsAt(run, geometry)
        const wetCounts: number[] = []
        times.forEach((_, index) => {
          const depth = at(index)
          expect(lowest(depth)).toBeGreaterThanOrEqual(0)
          const wet = depth.map((value) => (value >= WET ? 1 : 0))
          wetCounts.push(count(wet, (value) => value === 1))
          // The wet cells are the ones nearest the breach, the breach cell the deepest.
          let farthestWet = 0
          let nearestDry = Number.POSITIVE_INFINITY
          distance.forEach((metres, cell) => {
            if (wet[cell]) farthestWet = Math.max(farthestWet, metres)
            else nearestDry = Math.min(nearestDry, metres)
          })
          expect(farthestWet).toBeLessThanOrEqual(nearestDry)
          expect(depth[breach.cellId - 1]).toBe(highest(depth))
          const volume = depth.reduce((sum, value) => sum + value * cellArea, 0)
          const stored = (balance.rows[index]?.storage2d ?? 0) / 1000
          expect(Math.abs(volume - stored)).toBeLessThanOrEqual(1e-4 * stored + 1)
        })
        const first = at(1)
        expect(first[breach.cellId - 1]).toBeGreaterThan(0.5)
        const farthest = distance.indexOf(highest(distance))
        expect(first[farthest]).toBe(0)
        expect(at(times.length - 1)[farthest]).toBe(0)
        expect(wetCounts[0]).toBe(0)
        wetCounts.slice(1).forEach((wet, index) => expect(wet).toBeGreaterThan(wetCounts[index]!))
      })
    else {
      it('has no breach to let water in (a sewer model)', () => {
        expect(() => sampleBreach(id)).toThrow(/no potential breach/)
      })
    }
  },
)

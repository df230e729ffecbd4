import { describe, expect, it } from 'vitest'
import { modelCatalogue } from '@/mocks/seed/models/catalogue'
import { breachSitesOf } from './breach-sites'
import { breachSpread } from './breach-spread'
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
      const area = geometry.mesh2d.nodeIds.length * cellArea
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
      it('of a breach pools behind the dike: one level over the lowest ground it reaches, growing', () => {
        const run = sampleRun({ ...twoHours, breaches: [sampleBreach(id, 0)] })
        const [site] = breachSitesOf(run)
        if (!site) throw new Error(`Model ${id} has no breach site`)
        const { entry } = breachSpread(geometry, site)
        const bottom = geometry.mesh2d.nodeZ
        const balance = computeWaterBalance(run)
        const { times, at } = depthsAt(run, geometry)
        const wetCounts: number[] = []
        times.forEach((_, index) => {
          const depth = at(index)
          expect(lowest(depth)).toBeGreaterThanOrEqual(0)
          const levels: number[] = []
          let highestDry = Number.NEGATIVE_INFINITY
          depth.forEach((metres, cell) => {
            if (cell === entry) return
            if (metres > 0) levels.push(bottom[cell]! + metres)
            else highestDry = Math.max(highestDry, bottom[cell]!)
          })
          wetCounts.push(depth.reduce((sum, metres) => sum + (metres >= WET ? 1 : 0), 0))
          // A level pool: every wet cell at one level (float32), no ground under it left dry nearby.
          if (levels.length > 0) {
            const level = levels[0]!
            levels.forEach((each) => expect(Math.abs(each - level)).toBeLessThan(1e-3))
          }
          // Ground at or above the outside water stays dry: the dike and what lies beyond it.
          depth.forEach((metres, cell) => {
            if (bottom[cell]! >= site.outsideLevel) expect(metres).toBe(0)
          })
          const volume = depth.reduce((sum, value) => sum + value * cellArea, 0)
          const stored = (balance.rows[index]?.storage2d ?? 0) / 1000
          expect(Math.abs(volume - stored)).toBeLessThanOrEqual(1e-4 * stored + 1)
          // The water comes in over the sill onto the cell behind the breach.
          if (stored > 0) expect(depth[entry]).toBeGreaterThan(0)
        })
        expect(at(times.length - 1)[0]).toBe(0)
        expect(wetCounts[0]).toBe(0)
        expect(wetCounts.at(-1)).toBeGreaterThan(wetCounts[1]!)
      })
    else {
      it('has no breach to let water in (a sewer model)', () => {
        expect(() => sampleBreach(id)).toThrow(/no potential breach/)
      })
    }
  },
)

import { describe, expect, it } from 'vitest'
import { AGGREGATE_FILENAME, RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import { meshGeometryOf } from './mesh-geometry'
import { runFlowOf } from './results-netcdf'
import { openNetcdf, sampleBreach, sampleRun, seededModel } from './sample-runs'
import { balanceTotals, computeWaterBalance } from './water-balance'
import { cellFeatures } from '@/mocks/seed/models/cells'
import { gridadminContent } from '@/mocks/seed/models/gridadmin-content'

const WALCHEREN = 15
const HOUR = 3600

// Walcheren's grid is cut at the real coast: its files count and connect only the cells on land.
describe('the files of a grid cut at the coast', { timeout: 60_000 }, () => {
  const model = seededModel(WALCHEREN)
  const grid = gridadminContent(model)
  const n2d = Number(grid.groups.meta?.n2dtot?.data[0])
  const lines = grid.groups.lines
  const total = lines?.id?.data.length ?? 0
  const ends = lines?.line?.data ?? new Int32Array()
  const corners = grid.groups.nodes?.cell_coords?.data ?? new Float64Array()
  const nodes = (grid.groups.nodes?.id?.data.length ?? 0) as number

  it('numbers only the cells on land, the same in the grid and the cells geojson', () => {
    const features = cellFeatures(model.fixture)
    expect(n2d).toBeLessThan(model.fixture.cells)
    expect(features.map((feature) => feature.properties?.id)).toEqual(
      Array.from({ length: n2d }, (_, index) => index + 1),
    )
  })

  it('draws 2D lines only between two cells that exist and share a side', () => {
    const corner = (cell: number, index: number) => corners[index * nodes + cell - 1] ?? NaN
    let lines2d = 0
    for (let line = 0; line < total; line += 1) {
      if (lines?.kcu?.data[line] !== 100) continue
      lines2d += 1
      const [from = 0, to = 0] = [ends[line], ends[total + line]]
      expect(from >= 1 && from <= n2d && to >= 1 && to <= n2d).toBe(true)
      const eastward = corner(from, 2) === corner(to, 0) && corner(from, 1) === corner(to, 1)
      const northward = corner(from, 3) === corner(to, 1) && corner(from, 0) === corner(to, 0)
      expect(eastward || northward).toBe(true)
    }
    const meta = grid.groups.meta
    expect(lines2d).toBe(Number(meta?.liutot?.data[0]) + Number(meta?.livtot?.data[0]))
  })

  it('writes every cell and line of the grid in the results, and the balance closes', async () => {
    const run = sampleRun({
      model,
      duration: 2 * HOUR,
      endTime: 2 * HOUR,
      breaches: [sampleBreach(WALCHEREN)],
      rains: [{ start: 0, end: HOUR }],
    })
    for (const name of [RESULTS_FILENAME, AGGREGATE_FILENAME]) {
      const file = await openNetcdf(await generateResultFile(run, name))
      const ids = (dataset: string) => {
        const variable = file.get(dataset)
        if (!variable || !('value' in variable)) throw new Error(`No variable ${dataset}`)
        return Array.from(variable.value as Int32Array)
      }
      expect(ids('Mesh2DNode_id')).toHaveLength(n2d)
      expect([...ids('Mesh2DLine_id'), ...ids('Mesh1DLine_id')]).toEqual(
        Array.from(lines?.id?.data ?? []),
      )
      file.close()
    }
    const totals = balanceTotals(computeWaterBalance(run))
    expect(Math.abs(totals.volumeError)).toBeLessThan(1e-5 * totals.inflow)
    const geometry = meshGeometryOf(model)
    const flow = runFlowOf(run, geometry)
    const last = flow.fieldAt(flow.times.length - 1).s1
    const volume = last.reduce(
      (sum, level, cell) =>
        sum + (level - (geometry.mesh2d.nodeZ[cell] ?? 0)) * geometry.cellSize ** 2,
      0,
    )
    const stored = (computeWaterBalance(run).rows.at(-1)?.storage2d ?? 0) / 1000
    expect(Math.abs(volume - stored)).toBeLessThan(1e-4 * stored)
  })
})

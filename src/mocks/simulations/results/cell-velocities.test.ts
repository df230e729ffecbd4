import { afterAll, describe, expect, it } from 'vitest'
import { breachSitesOf } from './breach-sites'
import { MAX_CELL_SPEED } from './cell-velocities'
import { RESULTS_FILENAME } from './filenames'
import { generateResultFile } from './generate'
import { openNetcdf, sampleBreach, sampleRun, seededModel } from './sample-runs'

const HOUR = 3600
const run = sampleRun({
  model: seededModel(1),
  duration: 2 * HOUR,
  endTime: 2 * HOUR,
  breaches: [sampleBreach(1)],
})
const file = await openNetcdf(await generateResultFile(run, RESULTS_FILENAME))
afterAll(() => file.close())

function variable(name: string) {
  const entity = file.get(name)
  if (!entity || !('shape' in entity)) throw new Error(`No variable ${name}`)
  return entity
}
/** A (time, cell) variable's values at output time `step`. */
function valuesAt(name: string, step: number): Float32Array {
  const dataset = variable(name)
  const places = dataset.shape?.[1] ?? 0
  return (dataset.value as Float32Array).subarray(step * places, (step + 1) * places)
}

describe('the results file’s cell-centre velocities', { timeout: 30_000 }, () => {
  it('are written as the platform writes them: per cell and output time, m s-1, fill -9999', () => {
    for (const [name, axis] of [
      ['Mesh2D_ucx', 'x'],
      ['Mesh2D_ucy', 'y'],
    ] as const) {
      const dataset = variable(name)
      expect(dataset.shape).toEqual(variable('Mesh2D_s1').shape)
      expect(dataset.attrs.units?.value).toBe('m s-1')
      expect(dataset.attrs.standard_name?.value).toBe(`sea_water_${axis}_velocity`)
      expect(dataset.attrs._FillValue?.value).toBe(-9999)
    }
  })

  it('are the fill on dry cells, and 0–2 m/s on wet ones, moving where the breach floods', () => {
    const steps = variable('Mesh2D_s1').shape?.[0] ?? 0
    let fastest = 0
    for (let step = 0; step < steps; step += 1) {
      const [s1, ucx, ucy] = ['Mesh2D_s1', 'Mesh2D_ucx', 'Mesh2D_ucy'].map((name) =>
        valuesAt(name, step),
      )
      s1!.forEach((level, cell) => {
        if (level === -9999) {
          expect([ucx![cell], ucy![cell]]).toEqual([-9999, -9999])
          return
        }
        const speed = Math.hypot(ucx![cell]!, ucy![cell]!)
        expect(speed).toBeLessThanOrEqual(MAX_CELL_SPEED + 1e-6)
        fastest = Math.max(fastest, speed)
      })
    }
    expect(fastest).toBeGreaterThan(0.1)
  })

  it('point away from the breach in the cells around it, the way the water spreads', () => {
    const [site] = breachSitesOf(run)
    const x = variable('Mesh2DFace_xcc').value as Float64Array
    const y = variable('Mesh2DFace_ycc').value as Float64Array
    const origin = site!.cellId - 1
    const step = 2
    const [s1, ucx, ucy] = ['Mesh2D_s1', 'Mesh2D_ucx', 'Mesh2D_ucy'].map((name) =>
      valuesAt(name, step),
    )
    let [outward, inward] = [0, 0]
    s1!.forEach((level, cell) => {
      const speed = Math.hypot(ucx![cell]!, ucy![cell]!)
      if (level === -9999 || speed < 0.01 || cell === origin) return
      const away = (x[cell]! - x[origin]!) * ucx![cell]! + (y[cell]! - y[origin]!) * ucy![cell]!
      if (away > 0) outward += 1
      else inward += 1
    })
    expect(outward).toBeGreaterThan(3 * inward)
  })
})

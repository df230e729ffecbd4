import { describe, expect, it } from 'vitest'
import { modelCatalogue } from '@/mocks/seed/models/catalogue'
import { meshGeometryOf } from './mesh-geometry'
import { runFlowOf } from './results-netcdf'
import { sampleRun, seededModel } from './sample-runs'
import { computeWaterBalance } from './water-balance'
import { waterBalanceCsv } from './water-balance-csv'

const oneD = modelCatalogue.findIndex((model) => model.name === 'Schoonhoven riolering 1D') + 1

describe('a run of the 1D-only model', () => {
  const model = seededModel(oneD)
  const run = sampleRun({ model, rains: [{ start: 0, end: 1800 }] })

  it('keeps a finite water balance at every output time, in the log too', () => {
    expect(model.fixture.cells).toBe(0)
    const balance = computeWaterBalance(run)
    expect(balance.rows.length).toBeGreaterThan(2)
    balance.rows.forEach((row) =>
      Object.values(row).forEach((value) => expect(value).not.toBeNaN()),
    )
    const csvValues = waterBalanceCsv(balance).split('\n').slice(1).join(',').split(',')
    expect(csvValues.filter((value) => /nan/i.test(value))).toEqual([])
  })

  it('writes finite 1D levels, discharges and velocities at every output time', () => {
    const flow = runFlowOf(run, meshGeometryOf(model))
    flow.times.forEach((_, index) => {
      const { s1Of1d, u1Of1d, qOf1d } = flow.fieldAt(index)
      expect(s1Of1d.length).toBeGreaterThan(0)
      for (const values of [s1Of1d, u1Of1d, qOf1d]) {
        expect(values.every(Number.isFinite)).toBe(true)
      }
    })
  })
})

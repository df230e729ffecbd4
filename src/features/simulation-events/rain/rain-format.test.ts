import { describe, expect, it } from 'vitest'
import type { RainNetcdf } from '@/api/simulations/rain-schema'
import { describeRainSteps } from './rain-format'

const processed = (fields: Partial<RainNetcdf>): RainNetcdf => ({
  id: 1,
  url: 'http://api.test/v3/simulations/1/events/rain/rasters/netcdf/1/',
  file: { filename: 'r.nc', state: 'processed', size: 1, state_description: null },
  ...fields,
})

describe('describeRainSteps', () => {
  it('names the count, the interval in words and seconds, and the units', () => {
    expect(
      describeRainSteps(processed({ timestamps: [0, 300, 600], interval: 300, units: 'mm/h' })),
    ).toBe('3 time steps, every 5 min (300 s), in mm/h')
    expect(describeRainSteps(processed({ timestamps: [0], interval: 0, units: 'mm' }))).toBe(
      '1 time step, in mm',
    )
    expect(describeRainSteps(processed({ timestamps: [0, 3900], interval: 3900 }))).toBe(
      '2 time steps, every 1 h 5 min (3900 s), units not given',
    )
  })
})

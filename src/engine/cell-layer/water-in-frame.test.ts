import { describe, expect, it } from 'vitest'
import { waterBeforeId, waterInPlace } from './water-in-frame'

const water = ['results-cell-values', 'results-node-values']

describe('the water under the model layers', () => {
  it('goes under the first model layer, above the basemap', () => {
    const order = ['basemap-sea', 'basemap-land', 'model-levees', 'model-weirs']
    expect(waterBeforeId(order, water)).toBe('model-levees')
    expect(waterInPlace(order, water, 'model-levees')).toBe(false)
  })

  it('is in place when both water layers lie right under it, in order', () => {
    const order = ['basemap-sea', ...water, 'model-levees-halo', 'model-levees']
    expect(waterBeforeId(order, water)).toBe('model-levees-halo')
    expect(waterInPlace(order, water, 'model-levees-halo')).toBe(true)
  })

  it('is out of place when a basemap layer came between it and the model', () => {
    const order = ['basemap-sea', ...water, 'basemap-raster', 'model-levees']
    expect(waterInPlace(order, water, 'model-levees')).toBe(false)
  })

  it('goes on top when the map shows no model layer', () => {
    expect(waterBeforeId(['basemap-sea'], water)).toBeNull()
    expect(waterInPlace(['basemap-sea', ...water], water, null)).toBe(true)
  })
})

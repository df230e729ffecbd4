import { describe, expect, it } from 'vitest'
import { toggleLayer } from './layer-list'

describe('toggleLayer', () => {
  it('switches one layer on or off and keeps the fixed order', () => {
    expect(toggleLayer(['levees', 'breaches'], 'cells', true)).toEqual([
      'cells',
      'levees',
      'breaches',
    ])
    expect(toggleLayer(['levees', 'breaches'], 'levees', false)).toEqual(['breaches'])
    expect(toggleLayer(['levees'], 'levees', true)).toEqual(['levees'])
  })
})

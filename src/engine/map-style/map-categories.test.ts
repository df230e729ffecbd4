import { describe, expect, it } from 'vitest'
import { isStructureCategory, structureCategories, structureTypes } from './map-categories'

describe('structure categories', () => {
  it('lists the targets in the modeller’s order, each with the structure type a control names', () => {
    expect(structureCategories).toEqual([
      'weirs',
      'orifices',
      'culverts',
      'pumps',
      'channels',
      'pipes',
    ])
    expect(structureCategories.map((category) => structureTypes[category])).toEqual([
      'v2_weir',
      'v2_orifice',
      'v2_culvert',
      'v2_pumpstation',
      'v2_channel',
      'v2_pipe',
    ])
  })

  it('knows no other map category as a structure', () => {
    expect(isStructureCategory('manholes')).toBe(false)
    expect(isStructureCategory('pumps')).toBe(true)
  })
})

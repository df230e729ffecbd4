import { describe, expect, it } from 'vitest'
import { pickableCategories, structureCategories } from '../map-style/map-categories'
import { toMeasureLocation, toPotentialBreachId, toStructureTarget } from './pick-payload'

describe('picked features as form inputs', () => {
  it('gives a structure control its target by structure type and model id', () => {
    expect(toStructureTarget({ category: 'weirs', id: 3 })).toEqual({
      structure_type: 'v2_weir',
      structure_id: 3,
    })
    expect(toStructureTarget({ category: 'pumps', id: 9 })).toEqual({
      structure_type: 'v2_pumpstation',
      structure_id: 9,
    })
  })

  it('gives every structure category a type of its own', () => {
    const types = structureCategories.map(
      (category) => toStructureTarget({ category, id: 1 })?.structure_type,
    )
    expect(new Set(types)).toEqual(
      new Set(['v2_weir', 'v2_orifice', 'v2_culvert', 'v2_pumpstation', 'v2_channel', 'v2_pipe']),
    )
  })

  it('gives a measure location for a connection node only', () => {
    expect(toMeasureLocation({ category: 'connection-nodes', id: 15 })).toEqual({
      content_type: 'v2_connection_node',
      content_pk: 15,
    })
    expect(toMeasureLocation({ category: 'manholes', id: 15 })).toBeNull()
  })

  it('gives a breach event the potential breach record id', () => {
    expect(toPotentialBreachId({ category: 'breaches', id: 12 })).toBe(12)
    expect(toPotentialBreachId({ category: 'weirs', id: 12 })).toBeNull()
  })

  it('maps each pickable category to at most one kind of input', () => {
    for (const category of pickableCategories) {
      const selection = { category, id: 1 }
      const inputs = [
        toStructureTarget(selection),
        toMeasureLocation(selection),
        toPotentialBreachId(selection),
      ].filter((input) => input !== null)
      expect(inputs.length).toBe(category === 'manholes' ? 0 : 1)
    }
  })
})

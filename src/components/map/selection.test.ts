import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/schemas/models'
import { indexBreachesByConnectedPoint } from './breach-lookup'
import { pickableCategories } from './map-categories'
import {
  formatSelection,
  parseSelection,
  pickedToSelection,
  selectionToFeatureRef,
} from './selection'

const record: PotentialBreach = {
  id: 12,
  url: 'https://api.test/v3/hydromodels/1/potentialbreaches/12/',
  connected_pnt_id: 4021,
  line_id: 88,
  code: 'PB-12',
  display_name: 'Breach 12',
  levee_material: 'sand',
  maximum_breach_depth: 4,
}

describe('parseSelection / formatSelection', () => {
  it('reads the URL form', () => {
    expect(parseSelection('breach:12')).toEqual({ category: 'breaches', id: 12 })
    expect(parseSelection('pump:7')).toEqual({ category: 'pumps', id: 7 })
    expect(formatSelection({ category: 'manholes', id: 3 })).toBe('manhole:3')
  })

  it('ignores anything else', () => {
    for (const value of ['', null, undefined, 'breach', 'breach:', 'levee:3', 'weir:-1', 'x:1']) {
      expect(parseSelection(value)).toBeNull()
    }
  })

  it('round-trips every selection', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pickableCategories),
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        (category, id) => {
          const selection = { category, id }
          expect(parseSelection(formatSelection(selection))).toEqual(selection)
        },
      ),
    )
  })
})

describe('selectionToFeatureRef', () => {
  it('maps a breach record to its feature key and a structure to itself', () => {
    expect(selectionToFeatureRef({ category: 'breaches', id: 12 }, [record])).toEqual({
      category: 'breaches',
      id: 4021,
    })
    expect(selectionToFeatureRef({ category: 'weirs', id: 5 }, [])).toEqual({
      category: 'weirs',
      id: 5,
    })
  })

  it('highlights nothing for an unknown breach or no selection', () => {
    expect(selectionToFeatureRef({ category: 'breaches', id: 99 }, [record])).toBeNull()
    expect(selectionToFeatureRef(null, [record])).toBeNull()
  })
})

describe('pickedToSelection', () => {
  const index = indexBreachesByConnectedPoint([record])

  it('selects the potential breach record behind a clicked breach marker', () => {
    const picked = { category: 'breaches' as const, id: 4021, properties: { content_pk: 4021 } }
    expect(pickedToSelection(picked, index)).toEqual({ category: 'breaches', id: 12 })
  })

  it('selects a structure by its id and ignores what cannot be picked', () => {
    expect(pickedToSelection({ category: 'culverts', id: 8, properties: {} }, index)).toEqual({
      category: 'culverts',
      id: 8,
    })
    expect(pickedToSelection({ category: 'cells', id: 8, properties: {} }, index)).toBeNull()
    expect(pickedToSelection({ category: 'breaches', id: 1, properties: {} }, index)).toBeNull()
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/models/schema'
import { indexBreachesByConnectedPoint } from './breach-lookup'
import { pickableCategories } from '../map-style/map-categories'
import {
  formatSelection,
  formatSelectionList,
  parseSelection,
  parseSelectionList,
  pickedToSelection,
  selectionToFeatureRef,
  type MapSelection,
} from './selection'

const anySelection: fc.Arbitrary<MapSelection> = fc.record({
  category: fc.constantFrom(...pickableCategories),
  id: fc.nat({ max: Number.MAX_SAFE_INTEGER }),
})

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
    expect(parseSelection('node:15')).toEqual({ category: 'connection-nodes', id: 15 })
    expect(formatSelection({ category: 'connection-nodes', id: 15 })).toBe('node:15')
  })

  it('ignores anything else', () => {
    for (const value of ['', null, undefined, 'breach', 'breach:', 'levee:3', 'weir:-1', 'x:1']) {
      expect(parseSelection(value)).toBeNull()
    }
  })

  it('round-trips every selection', () => {
    fc.assert(
      fc.property(anySelection, (selection) => {
        expect(parseSelection(formatSelection(selection))).toEqual(selection)
      }),
    )
  })
})

describe('parseSelectionList / formatSelectionList', () => {
  it('reads several selections, in order, each once, skipping what is not one', () => {
    expect(parseSelectionList('node:12,node:15')).toEqual([
      { category: 'connection-nodes', id: 12 },
      { category: 'connection-nodes', id: 15 },
    ])
    expect(parseSelectionList('node:15, bogus,,node:12,node:15')).toEqual([
      { category: 'connection-nodes', id: 15 },
      { category: 'connection-nodes', id: 12 },
    ])
    expect(parseSelectionList('')).toEqual([])
    expect(parseSelectionList(null)).toEqual([])
  })

  it('writes the same form and reads a single selection as a list of one', () => {
    expect(
      formatSelectionList([
        { category: 'connection-nodes', id: 12 },
        { category: 'weirs', id: 3 },
      ]),
    ).toBe('node:12,weir:3')
    expect(parseSelectionList('breach:12')).toEqual([parseSelection('breach:12')])
  })

  it('round-trips any list of distinct selections', () => {
    const distinct = fc.uniqueArray(anySelection, { selector: formatSelection, maxLength: 20 })
    fc.assert(
      fc.property(distinct, (selections) => {
        expect(parseSelectionList(formatSelectionList(selections))).toEqual(selections)
      }),
    )
  })

  it('keeps the first of repeated selections', () => {
    fc.assert(
      fc.property(fc.array(anySelection, { maxLength: 20 }), (selections) => {
        const parsed = parseSelectionList(formatSelectionList(selections))
        const firsts = selections.filter(
          (entry, index) =>
            selections.findIndex((other) => formatSelection(other) === formatSelection(entry)) ===
            index,
        )
        expect(parsed).toEqual(firsts)
      }),
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
    expect(pickedToSelection({ category: 'culverts', id: 8 }, index)).toEqual({
      category: 'culverts',
      id: 8,
    })
    expect(pickedToSelection({ category: 'connection-nodes', id: 12 }, index)).toEqual({
      category: 'connection-nodes',
      id: 12,
    })
    expect(pickedToSelection({ category: 'cells', id: 8 }, index)).toBeNull()
    expect(pickedToSelection({ category: 'breaches', id: 1 }, index)).toBeNull()
  })
})

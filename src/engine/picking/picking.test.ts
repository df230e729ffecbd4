import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pickableCategories, type PickableCategory } from '../map-style/map-categories'
import {
  applyPick,
  isSelected,
  pickingCategories,
  pickKindCategories,
  pickKinds,
  selectionForPicking,
} from './picking'
import type { MapSelection } from './selection'

const node = (id: number): MapSelection => ({ category: 'connection-nodes', id })
const anySelection = fc.record({
  category: fc.constantFrom(...pickableCategories),
  id: fc.nat({ max: 1000 }),
})

describe('applyPick', () => {
  it('replaces the selection in single mode', () => {
    expect(applyPick([node(1)], node(2))).toEqual([node(2)])
    expect(applyPick([node(1)], node(1), 'single')).toEqual([node(1)])
  })

  it('adds a new pick and removes a picked one in multiple mode', () => {
    expect(applyPick([node(1)], node(2), 'multiple')).toEqual([node(1), node(2)])
    expect(applyPick([node(1), node(2)], node(1), 'multiple')).toEqual([node(2)])
  })

  it('undoes a pick by picking it again in multiple mode', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(anySelection, { selector: (s) => `${s.category}:${s.id}` }),
        anySelection,
        (selected, pick) => {
          const twice = applyPick(applyPick(selected, pick, 'multiple'), pick, 'multiple')
          expect(twice.filter((entry) => !isSelected([pick], entry))).toEqual(
            selected.filter((entry) => !isSelected([pick], entry)),
          )
          expect(isSelected(twice, pick)).toBe(isSelected(selected, pick))
        },
      ),
    )
  })
})

describe('pickingCategories', () => {
  it("is the kind's categories, narrowed by only", () => {
    expect(pickingCategories({ kind: 'structure' })).toEqual(pickKindCategories.structure)
    expect(pickingCategories({ kind: 'structure', only: ['pipes', 'weirs', 'breaches'] })).toEqual([
      'weirs',
      'pipes',
    ])
  })
})

describe('pickKindCategories', () => {
  it('lets a breach event pick breaches, a structure control structures and nodes', () => {
    expect(pickKindCategories.breach).toEqual(['breaches'])
    expect(pickKindCategories['connection-node']).toEqual(['connection-nodes'])
    expect(pickKindCategories.structure).toEqual([
      'weirs',
      'orifices',
      'culverts',
      'pumps',
      'channels',
      'pipes',
    ])
  })

  it('covers every pickable category with some kind', () => {
    const covered = new Set<PickableCategory>(pickKinds.flatMap((k) => pickKindCategories[k]))
    expect(covered).toEqual(new Set(pickableCategories))
  })
})

describe('selectionForPicking', () => {
  const mixed: MapSelection[] = [node(4), { category: 'weirs', id: 3 }, node(5), node(4)]

  it('keeps only what the kind picks, each once', () => {
    expect(selectionForPicking(mixed, 'connection-node', 'multiple')).toEqual([node(4), node(5)])
    expect(selectionForPicking(mixed, 'structure')).toEqual([{ category: 'weirs', id: 3 }])
    expect(selectionForPicking(mixed, 'breach')).toEqual([])
  })

  it('keeps at most one in single mode', () => {
    expect(selectionForPicking(mixed, 'connection-node', 'single')).toEqual([node(4)])
  })
})

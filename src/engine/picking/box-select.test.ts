import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/models/schema'
import {
  addBoxedToSelection,
  boxCorners,
  boxFromPoints,
  isSelectingBox,
  renderedFeatureRefs,
} from './box-select'
import { indexBreachesByConnectedPoint } from './breach-lookup'
import { pickLayerId } from '../map-style/layer-specs'
import type { MapSelection } from './selection'

const potential = (id: number, connectedPoint: number): PotentialBreach => ({
  id,
  url: `https://api.test/v3/hydromodels/1/potentialbreaches/${id}/`,
  connected_pnt_id: connectedPoint,
  line_id: 88,
  code: `PB-${id}`,
  display_name: `Breach ${id}`,
  levee_material: 'sand',
  maximum_breach_depth: 4,
})
const index = indexBreachesByConnectedPoint([
  potential(1, 101),
  potential(2, 102),
  potential(3, 103),
])
const breach = (id: number): MapSelection => ({ category: 'breaches', id })
const marker = (connectedPoint: number) => ({ category: 'breaches' as const, id: connectedPoint })

describe('boxFromPoints', () => {
  it('spans the two points whichever way the drag went', () => {
    const box = { left: 10, top: 20, width: 30, height: 40 }
    expect(boxFromPoints([10, 20], [40, 60])).toEqual(box)
    expect(boxFromPoints([40, 60], [10, 20])).toEqual(box)
    expect(boxFromPoints([40, 20], [10, 60])).toEqual(box)
  })

  it('has the two points as its corners', () => {
    const point = fc.tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }))
    fc.assert(
      fc.property(point, point, (start, end) => {
        const [topLeft, bottomRight] = boxCorners(boxFromPoints(start, end))
        expect(topLeft).toEqual([Math.min(start[0], end[0]), Math.min(start[1], end[1])])
        expect(bottomRight).toEqual([Math.max(start[0], end[0]), Math.max(start[1], end[1])])
      }),
    )
  })
})

describe('isSelectingBox', () => {
  it('leaves a drag shorter than a click’s tolerance to the click', () => {
    expect(isSelectingBox(boxFromPoints([5, 5], [6, 7]))).toBe(false)
    expect(isSelectingBox(boxFromPoints([5, 5], [5, 8]))).toBe(true)
    expect(isSelectingBox(boxFromPoints([5, 5], [120, 90]))).toBe(true)
  })
})

describe('renderedFeatureRefs', () => {
  it('names each drawn feature once by its layer’s category and its promoted id', () => {
    const layer = { id: pickLayerId('breaches') }
    const features = [
      { id: 101, layer },
      { id: 101, layer },
      { id: 102, layer },
      { id: 'x', layer },
      { layer },
      { id: 7, layer: { id: 'model-breaches-halo' } },
      { id: 8, layer: { id: pickLayerId('weirs') } },
    ]
    expect(renderedFeatureRefs(features)).toEqual([
      marker(101),
      marker(102),
      { category: 'weirs', id: 8 },
    ])
  })
})

describe('addBoxedToSelection', () => {
  it('adds the breaches in the box by their records and keeps what was selected', () => {
    expect(
      addBoxedToSelection([breach(3)], [marker(101), marker(102)], ['breaches'], index),
    ).toEqual([breach(3), breach(1), breach(2)])
  })

  it('removes nothing and adds nothing twice', () => {
    const boxed = [marker(101), marker(102), marker(102)]
    expect(addBoxedToSelection([breach(2), breach(1)], boxed, ['breaches'], index)).toEqual([
      breach(2),
      breach(1),
    ])
  })

  it('leaves out markers without a record and features the picking does not take', () => {
    const boxed = [marker(999), { category: 'weirs' as const, id: 8 }, marker(103)]
    expect(addBoxedToSelection([], boxed, ['breaches'], index)).toEqual([breach(3)])
  })

  it('holds the selection and every picked breach, each once, whatever the box held', () => {
    const selection = fc.uniqueArray(fc.constantFrom(1, 2, 3), { maxLength: 3 })
    const boxed = fc.array(fc.constantFrom(101, 102, 103, 104))
    fc.assert(
      fc.property(selection, boxed, (selectedIds, points) => {
        const selected = selectedIds.map(breach)
        const next = addBoxedToSelection(selected, points.map(marker), ['breaches'], index)
        expect(next.slice(0, selected.length)).toEqual(selected)
        const ids = next.map((entry) => entry.id)
        expect(new Set(ids).size).toBe(ids.length)
        const wanted = new Set([
          ...selectedIds,
          ...points.filter((p) => p < 104).map((p) => p - 100),
        ])
        expect(new Set(ids)).toEqual(wanted)
      }),
    )
  })
})

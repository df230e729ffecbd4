import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultVisibleCategories, mapCategories } from '@/engine/map-style/map-categories'
import { parseSearch, toSearch } from '@/lib/search-params'
import { parseSelectionList } from '@/engine/picking/selection'
import { formatLayerList, parseLayerList } from '@/engine/map-style/layer-list'
import { mapSearch, pickKindOf } from './map-search'

describe('layer visibility from the URL', () => {
  it('shows everything but the grid when the URL says nothing', () => {
    const values = parseSearch(mapSearch, new URLSearchParams())
    expect(parseLayerList(values.layers)).toEqual(defaultVisibleCategories)
    expect(parseLayerList(values.layers)).not.toContain('cells')
  })

  it('reads the listed layers, ignoring unknown names and order', () => {
    const values = parseSearch(mapSearch, new URLSearchParams('layers=breaches,cells,bogus'))
    expect(parseLayerList(values.layers)).toEqual(['cells', 'breaches'])
  })

  it('falls back to the default for a list without one known layer', () => {
    const values = parseSearch(mapSearch, new URLSearchParams('layers=bogus'))
    expect(parseLayerList(values.layers)).toEqual(defaultVisibleCategories)
  })

  it('keeps an empty list: every layer switched off', () => {
    const values = parseSearch(mapSearch, new URLSearchParams('layers='))
    expect(parseLayerList(values.layers)).toEqual([])
  })

  it('leaves the default out of the URL', () => {
    const layers = formatLayerList(defaultVisibleCategories)
    expect(toSearch(mapSearch, { layers, selected: '', basemap: '' }).toString()).toBe('')
  })

  it('round-trips any set of layers through the URL', () => {
    fc.assert(
      fc.property(fc.subarray([...mapCategories]), (categories) => {
        const params = toSearch(mapSearch, { layers: formatLayerList(categories) })
        expect(parseLayerList(parseSearch(mapSearch, params).layers)).toEqual(categories)
      }),
    )
  })
})

describe('the pick mode from the URL', () => {
  const read = (query: string) => {
    const values = parseSearch(mapSearch, new URLSearchParams(query))
    return pickKindOf(values.pick, parseSelectionList(values.selected))
  }

  it('takes the named mode, and ignores an unknown one', () => {
    expect(read('pick=structure')).toBe('structure')
    expect(read('pick=connection-node')).toBe('connection-node')
    expect(read('pick=bogus')).toBe('any')
    expect(read('')).toBe('any')
  })

  it('opens a link to picked connection nodes in the mode that picked them', () => {
    expect(read('selected=node%3A12%2Cnode%3A15')).toBe('connection-node')
    expect(read('selected=weir%3A3')).toBe('any')
    expect(read('pick=breach&selected=node%3A12')).toBe('breach')
  })
})

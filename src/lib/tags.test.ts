import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseTags } from './tags'

describe('parseTags', () => {
  it('splits on commas, trims and drops empties and repeats', () => {
    expect(parseTags(' storm-2026, T100,,calibration , T100 ')).toEqual([
      'storm-2026',
      'T100',
      'calibration',
    ])
    expect(parseTags('  ,  ')).toEqual([])
  })

  it('gives back any list of clean tags joined by commas', () => {
    const tag = fc
      .string({ minLength: 1 })
      .filter((t) => !t.includes(',') && t.trim() === t && t !== '')
    fc.assert(
      fc.property(fc.uniqueArray(tag), (tags) => {
        expect(parseTags(tags.join(', '))).toEqual(tags)
      }),
    )
  })
})

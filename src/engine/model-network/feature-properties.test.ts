import { describe, expect, it } from 'vitest'
import { HOSTILE_KEYS } from '@/lib/own-value'
import {
  describeProperties,
  featureProperties,
  featureTitle,
  formatPropertyValue,
} from './feature-properties'

describe('formatPropertyValue', () => {
  it('puts units on levels and capacities', () => {
    expect(formatPropertyValue('crest_level', -1.25)).toBe('-1.25 m')
    expect(formatPropertyValue('capacity', 1500)).toBe('1,500 L/s')
    expect(formatPropertyValue('code', 'W-1')).toBe('W-1')
    expect(formatPropertyValue('bottom_level', null)).toBe('—')
  })
})

describe('describeProperties', () => {
  it('labels every property but the category', () => {
    expect(describeProperties({ category: 'weirs', crest_level: 0.4, code: 'W1' })).toEqual([
      { key: 'crest_level', label: 'Crest level', value: '0.4 m' },
      { key: 'code', label: 'Code', value: 'W1' },
    ])
  })

  it('names the model files’ internal fields in a modeller’s words', () => {
    const labels = describeProperties({ content_pk: 12, line_id: 3, levee_id: 2 }).map(
      (row) => row.label,
    )
    expect(labels).toEqual(['Connection point', 'Flowline in the grid', 'Levee'])
  })
})

describe('featureTitle', () => {
  it('prefers the display name, then the code, then the id', () => {
    expect(featureTitle({ display_name: 'Weir north', code: 'W1', id: 3 })).toBe('Weir north')
    expect(featureTitle({ display_name: '', code: 'W1', id: 3 })).toBe('W1')
    expect(featureTitle({ id: 3 })).toBe('#3')
  })

  it('names a block of merged grid cells by its count, and anything else a feature', () => {
    expect(featureTitle({ merged_cells: 4 })).toBe('block of 4, zoom in to see each')
    expect(featureTitle({ kind: 'x' })).toBe('Feature')
  })
})

describe('featureProperties', () => {
  it('refuses nested values (maplibre stringifies them)', () => {
    expect(featureProperties.safeParse({ a: 1, b: 'x', c: null, d: true }).success).toBe(true)
    expect(featureProperties.safeParse({ a: { b: 1 } }).success).toBe(false)
  })
})

describe('properties named like Object.prototype members', () => {
  it.each(HOSTILE_KEYS)('%s gets no unit', (key) => {
    expect(formatPropertyValue(key, 2.5)).toBe('2.5')
  })
})

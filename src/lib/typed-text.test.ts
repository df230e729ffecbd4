import { describe, expect, it } from 'vitest'
import { parseMeasure } from './typed-text'

describe('parseMeasure', () => {
  it('reads measures strictly: no units, no words, no two numbers', () => {
    expect(parseMeasure(' 2.5 ')).toBe(2.5)
    expect(parseMeasure('2,5')).toBe(2.5)
    expect(parseMeasure('.5')).toBe(0.5)
    expect(parseMeasure('')).toBeUndefined()
    for (const text of ['2 m', 'abc', '1.2.3', '1e3', '0x1f']) expect(parseMeasure(text)).toBeNaN()
  })
})

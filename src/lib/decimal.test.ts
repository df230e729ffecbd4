import { describe, expect, it } from 'vitest'
import { decimalText, parseDecimal } from './decimal'

describe('parseDecimal', () => {
  it('reads a decimal comma or point, with spaces around or between digit groups', () => {
    expect(parseDecimal('2,5')).toBe(2.5)
    expect(parseDecimal(' 2.5 ')).toBe(2.5)
    expect(parseDecimal('.5')).toBe(0.5)
    expect(parseDecimal('-0,25')).toBe(-0.25)
    expect(parseDecimal('1 000,5')).toBe(1000.5)
    expect(parseDecimal('1E-3')).toBe(0.001)
  })

  it('gives null for a blank box and NaN for text that is no number', () => {
    expect(parseDecimal('')).toBeNull()
    expect(parseDecimal('   ')).toBeNull()
    for (const text of ['2 m', 'abc', '1.2.3', '1,2,3', '0x1f', 'Infinity', '-']) {
      expect(parseDecimal(text)).toBeNaN()
    }
  })

  it('keeps the digits as typed when only the comma changes', () => {
    expect(decimalText(' 0,50 ')).toBe('0.50')
  })
})

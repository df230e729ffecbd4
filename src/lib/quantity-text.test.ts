import { describe, expect, it } from 'vitest'
import { formatQuantity, unitText } from './quantity-text'

describe('formatQuantity', () => {
  it('groups thousands and drops needless decimals', () => {
    expect(formatQuantity(1234567.891)).toBe('1,234,568')
    expect(formatQuantity(-12345)).toBe('-12,345')
    expect(formatQuantity(12.345)).toBe('12.35')
    expect(formatQuantity(0)).toBe('0')
    expect(formatQuantity(1.0598e-6)).toBe('1.1e-6')
  })
})

describe('unitText', () => {
  it("writes the platform's units as a modeller reads them, and any other as given", () => {
    expect(unitText('m3')).toBe('m³')
    expect(unitText('m3/s')).toBe('m³/s')
    expect(unitText('s')).toBe('s')
  })
})

import { describe, expect, it } from 'vitest'
import { parseId } from './parse-id'

describe('parseId', () => {
  it('reads a positive whole number', () => {
    expect(parseId('12')).toBe(12)
    expect(parseId('007')).toBe(7)
  })

  it.each([undefined, '', '0', '-1', '1.5', '1e3', ' 12', '0x1f', 'abc', '1'.repeat(16)])(
    'refuses %j',
    (raw) => {
      expect(parseId(raw)).toBeNull()
    },
  )
})

import { describe, expect, it } from 'vitest'
import { createLruCache } from './lru-cache'

const bytes = (size: number) => new Uint8Array(size)
const cacheOf = (maxWeight: number) =>
  createLruCache<string, Uint8Array>({ maxWeight, weigh: (value) => value.byteLength })

describe('createLruCache', () => {
  it('keeps its weight within the bound, dropping the least recently used first', () => {
    const cache = cacheOf(10)
    cache.set('a', bytes(4))
    cache.set('b', bytes(4))
    expect(cache.keys()).toEqual(['a', 'b'])
    cache.set('c', bytes(4))
    expect(cache.keys()).toEqual(['b', 'c'])
    expect(cache.weight).toBe(8)
    expect(cache.get('a')).toBeUndefined()
  })

  it('counts a get as a use, and a peek not', () => {
    const cache = cacheOf(12)
    cache.set('a', bytes(4))
    cache.set('b', bytes(4))
    cache.set('c', bytes(4))
    expect(cache.get('a')).toHaveLength(4)
    expect(cache.peek('b')).toHaveLength(4)
    expect(cache.keys()).toEqual(['b', 'c', 'a'])
    cache.set('d', bytes(4))
    expect(cache.keys()).toEqual(['c', 'a', 'd'])
  })

  it('drops as many old entries as a heavy one needs, and never keeps one above the bound', () => {
    const cache = cacheOf(10)
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, bytes(2))
    cache.set('big', bytes(7))
    expect(cache.keys()).toEqual(['e', 'big'])
    expect(cache.weight).toBe(9)
    cache.set('huge', bytes(11))
    expect(cache.has('huge')).toBe(false)
    expect(cache.weight).toBeLessThanOrEqual(cache.maxWeight)
  })

  it('replaces a key in place of its old weight, and forgets on delete and clear', () => {
    const cache = cacheOf(10)
    cache.set('a', bytes(6))
    cache.set('a', bytes(3))
    expect([cache.size, cache.weight]).toEqual([1, 3])
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    cache.set('b', bytes(1))
    cache.clear()
    expect([cache.size, cache.weight]).toEqual([0, 0])
  })
})

import { describe, expect, it } from 'vitest'
import { parseSearch, toSearch } from '@/lib/search-params'
import { resultsMapSearch, wetDepth } from './results-map-search'

const wetOf = (query: string) => parseSearch(resultsMapSearch, new URLSearchParams(query)).wet

describe('the wet depth in the results map URL', () => {
  it('is 0.02 m unless the link says otherwise, and leaves the URL at its default', () => {
    expect(wetOf('')).toBe(0.02)
    expect(wetOf('wet=0.05')).toBe(0.05)
    expect(
      toSearch(resultsMapSearch, { ...parseSearch(resultsMapSearch, new URLSearchParams()) }).has(
        'wet',
      ),
    ).toBe(false)
    expect(toSearch(resultsMapSearch, { wet: 0.5 }).get('wet')).toBe('0.5')
  })

  it('holds 0.001 to 5 m; a bad link falls back to 0.02 m', () => {
    expect(wetOf('wet=0.001')).toBe(0.001)
    expect(wetOf('wet=5')).toBe(5)
    for (const bad of ['0.0009', '5.01', '0', '-1', 'deep', '']) {
      expect(wetOf(`wet=${bad}`), bad).toBe(0.02)
    }
  })

  it('says what is wrong with a typed depth', () => {
    const messageOf = (typed: string) => wetDepth.safeParse(typed).error?.issues[0]?.message
    expect(messageOf('7')).toBe('Enter a depth from 0.001 to 5 m.')
    expect(messageOf('0')).toBe('Enter a depth from 0.001 to 5 m.')
    expect(messageOf('deep')).toBe('Enter a depth in metres, such as 0.02.')
    expect(messageOf('0.3')).toBeUndefined()
  })
})

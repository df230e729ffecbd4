import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSearch } from '@/lib/search-params'
import { signInPath, signInSearch } from './sign-in-search'

function nextOf(query: string): string {
  return parseSearch(signInSearch, new URLSearchParams(query)).next
}

describe('sign-in search params', () => {
  it('returns to a local path with its own query string', () => {
    const path = signInPath({ next: '/simulations?status=crashed&page=2', reason: 'unauthorized' })
    const [, query = ''] = path.split('?')
    expect(nextOf(query)).toBe('/simulations?status=crashed&page=2')
    expect(path).toContain('reason=unauthorized')
  })

  it('leaves the home page out of the URL', () => {
    expect(signInPath({ next: '/' })).toBe('/sign-in')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'models',
    '/sign-in?next=/',
  ])('refuses %s as a place to return to', (next) => {
    expect(nextOf(new URLSearchParams({ next }).toString())).toBe('/')
  })

  it('never returns anywhere but a local path', () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const parsed = nextOf(new URLSearchParams({ next }).toString())
        return parsed.startsWith('/') && !parsed.startsWith('//')
      }),
    )
  })

  it('ignores an unknown reason', () => {
    expect(parseSearch(signInSearch, new URLSearchParams('reason=hacked')).reason).toBeUndefined()
  })
})

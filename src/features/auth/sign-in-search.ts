import { z } from 'zod'
import { toSearch } from '@/lib/search-params'

/** Only same-site paths: `next` must never send the user (or the token) to another origin. */
function isLocalPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    !value.startsWith('/sign-in')
  )
}

export const signInSearch = z.object({
  next: z.string().refine(isLocalPath).catch('/'),
  reason: z.enum(['unauthorized']).optional().catch(undefined),
})
export type SignInSearch = z.output<typeof signInSearch>

export function signInPath(search: Partial<SignInSearch> = {}): string {
  const query = toSearch(signInSearch, search).toString()
  return query ? `/sign-in?${query}` : '/sign-in'
}

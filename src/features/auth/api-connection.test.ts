import { QueryClient } from '@tanstack/react-query'
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { profileQuery } from '@/api/auth/queries'
import { connectApi, verifyCredentials } from './api-connection'
import { createSessionStore } from './session'
import { describeSignInError } from './sign-in-error'

const modeller = {
  username: 'modeller',
  first_name: 'Maartje',
  last_name: 'de Vries',
  email: 'm@x',
}
/** Each profile request as `server token`, in the order they arrived. */
const seen: string[] = []
let candidateArrived: () => void = () => {}

const server = setupServer(
  http.get('http://api.test/v3/auth/profile/', ({ request }) => {
    const authorization = request.headers.get('authorization')
    seen.push(`api.test ${authorization}`)
    return authorization === 'Bearer good'
      ? HttpResponse.json(modeller)
      : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })
  }),
  http.get('http://other.test/v3/auth/profile/', async ({ request }) => {
    seen.push(`other.test ${request.headers.get('authorization')}`)
    candidateArrived()
    // Still checking while the page's own queries go on.
    await delay(50)
    return HttpResponse.json(modeller)
  }),
  http.get('http://down.test/v3/auth/profile/', () => HttpResponse.error()),
)

const onUnauthorized = vi.fn()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => onUnauthorized.mockReset())
afterEach(() => {
  server.resetHandlers()
  seen.length = 0
})
afterAll(() => server.close())

async function signInError(credentials: { apiBaseUrl: string; token: string }): Promise<string> {
  try {
    await verifyCredentials(credentials)
  } catch (error) {
    return describeSignInError(error, credentials.apiBaseUrl)
  }
  throw new Error('expected the sign-in to fail')
}

describe('verifyCredentials', () => {
  it('answers the profile for a good token', async () => {
    const credentials = { apiBaseUrl: 'http://api.test/v3', token: 'good' }
    await expect(verifyCredentials(credentials)).resolves.toEqual(modeller)
  })

  it('explains a refused token, naming the server', async () => {
    const credentials = { apiBaseUrl: 'http://api.test/v3', token: 'bad' }
    expect(await signInError(credentials)).toBe(
      'This token was not accepted by http://api.test/v3 (401).',
    )
  })

  it('names the URL it tried when the server cannot be reached', async () => {
    const credentials = { apiBaseUrl: 'http://down.test/v3', token: 'good' }
    expect(await signInError(credentials)).toMatch(
      /^Could not reach http:\/\/down\.test\/v3\/auth\/profile\/\./,
    )
  })

  it('never lends the session’s queries to the server being checked', async () => {
    const store = createSessionStore(null)
    store.signIn({ apiBaseUrl: 'http://api.test/v3', token: 'good' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const disconnect = connectApi({ queryClient, store, fallbackBaseUrl: null, onUnauthorized })

    const arrived = new Promise<void>((resolve) => (candidateArrived = resolve))
    const checking = verifyCredentials({ apiBaseUrl: 'http://other.test/v3', token: 'candidate' })
    await arrived
    await expect(queryClient.fetchQuery(profileQuery())).resolves.toEqual(modeller)
    await expect(checking).resolves.toEqual(modeller)

    expect(seen).toEqual(['other.test Bearer candidate', 'api.test Bearer good'])
    disconnect()
  })

  it('gives the cache a new client when the session changes', async () => {
    const store = createSessionStore(null)
    store.signIn({ apiBaseUrl: 'http://api.test/v3', token: 'good' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const disconnect = connectApi({ queryClient, store, fallbackBaseUrl: null, onUnauthorized })
    await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 })

    store.signIn({ apiBaseUrl: 'http://api.test/v3', token: 'revoked' })
    await expect(queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 })).rejects.toMatchObject(
      {
        status: 401,
      },
    )
    expect(seen).toEqual(['api.test Bearer good', 'api.test Bearer revoked'])
    expect(onUnauthorized).toHaveBeenCalledOnce()
    disconnect()
  })
})

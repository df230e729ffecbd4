import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { api } from '@/api/client'
import { profile } from '@/api/schemas/auth'
import { connectApi, verifyCredentials } from './api-connection'
import { createSessionStore } from './session'
import { describeSignInError } from './sign-in-error'

const modeller = {
  username: 'modeller',
  first_name: 'Maartje',
  last_name: 'de Vries',
  email: 'm@x',
}
const seenTokens: (string | null)[] = []

const server = setupServer(
  http.get('http://api.test/v3/auth/profile/', ({ request }) => {
    const authorization = request.headers.get('authorization')
    seenTokens.push(authorization)
    return authorization === 'Bearer good'
      ? HttpResponse.json(modeller)
      : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 })
  }),
  http.get('http://other.test/v3/auth/profile/', () => HttpResponse.json(modeller)),
  http.get('http://down.test/v3/auth/profile/', () => HttpResponse.error()),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  seenTokens.length = 0
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

  it('hands the client back to the session afterwards', async () => {
    const store = createSessionStore(null)
    store.signIn({ apiBaseUrl: 'http://api.test/v3', token: 'good' })
    const onUnauthorized = vi.fn()
    const disconnect = connectApi({ store, fallbackBaseUrl: null, onUnauthorized })

    await verifyCredentials({ apiBaseUrl: 'http://other.test/v3', token: 'candidate' })
    await api.get('/auth/profile/', profile)
    expect(seenTokens).toEqual(['Bearer good'])

    store.signIn({ apiBaseUrl: 'http://api.test/v3', token: 'revoked' })
    await expect(api.get('/auth/profile/', profile)).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledOnce()
    disconnect()
  })
})

import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { organisation, profile } from '@/api/auth/schema'
import { COASTAL_CONSULTANTS, DEMO_TOKENS, POLDER_WATER_BOARD } from './db/accounts'
import { setupTestBackend } from '@/testing/test-backend'
import { TEST_API_BASE } from './node'

setupTestBackend({ clock: 'stopped' })

const get = (path: string, authorization?: string) =>
  fetch(`${TEST_API_BASE}${path}`, {
    headers: {
      accept: 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
  })

describe('authentication', () => {
  it('answers 401 without credentials', async () => {
    const response = await get('/organisations/')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    })
    expect(response.headers.get('WWW-Authenticate')).toContain('Bearer')
  })

  it.each(['Bearer nope', 'Bearer ', 'Bearer demo-modeller extra'])(
    'answers 401 Invalid token for %j',
    async (authorization) => {
      const response = await get('/auth/profile/', authorization)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Invalid token.' })
    },
  )

  it('treats another scheme as no credentials', async () => {
    const response = await get('/auth/profile/', `Token ${DEMO_TOKENS.modeller}`)
    expect(await response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    })
  })
})

describe('/auth/profile/', () => {
  it('answers the profile of demo-modeller without mock-only fields', async () => {
    const response = await get('/auth/profile/', `Bearer ${DEMO_TOKENS.modeller}`)
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    expect(body).toEqual({
      username: 'modeller',
      first_name: 'Maartje',
      last_name: 'de Vries',
      email: 'modeller@polder.example',
    })
    expect(profile.strict().safeParse(body).success).toBe(true)
  })

  it('answers without the trailing slash too', async () => {
    const response = await get('/auth/profile', `bearer ${DEMO_TOKENS.outsider}`)
    expect(await response.json()).toMatchObject({ username: 'outsider' })
  })
})

describe('/organisations/', () => {
  const organisations = listEnvelope(organisation.strict())

  it('lists only the caller’s organisations', async () => {
    const modeller = organisations.parse(
      await (await get('/organisations/', `Bearer ${DEMO_TOKENS.modeller}`)).json(),
    )
    expect(modeller).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [POLDER_WATER_BOARD],
      unreadable: [],
    })
    const outsider = organisations.parse(
      await (await get('/organisations/', `Bearer ${DEMO_TOKENS.outsider}`)).json(),
    )
    expect(outsider.results).toEqual([COASTAL_CONSULTANTS])
  })

  it('filters through the engine, 400 on malformed values', async () => {
    const token = `Bearer ${DEMO_TOKENS.modeller}`
    const none = organisations.parse(
      await (await get('/organisations/?name__icontains=coastal', token)).json(),
    )
    expect(none.count).toBe(0)
    const bad = await get('/organisations/?name__isnull=perhaps', token)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ name__isnull: ['Must be a valid boolean.'] })
  })

  it('answers one organisation of the caller, 404 for another', async () => {
    const token = `Bearer ${DEMO_TOKENS.outsider}`
    const own = await get(`/organisations/${COASTAL_CONSULTANTS.unique_id}/`, token)
    expect(await own.json()).toEqual(COASTAL_CONSULTANTS)
    const other = await get(`/organisations/${POLDER_WATER_BOARD.unique_id}/`, token)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual({ detail: 'Not found.' })
  })
})

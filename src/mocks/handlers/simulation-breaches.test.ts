import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { potentialBreach } from '@/api/models/schema'
import { breachEvent } from '@/api/simulations/breach-schema'
import { DEMO_TOKENS } from '@/mocks/db/accounts'
import { createRun as createRunWith } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/test-backend'

const { api, getParsed, backend } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const ZUIDPLASPOLDER = 1

const createRun = (model = ZUIDPLASPOLDER) =>
  createRunWith(api, { name: 'Zuidplaspolder breach study', hydromodel: model, duration: 3 * 3600 })

async function potentialBreaches(model: number) {
  const page = await getParsed(
    `/hydromodels/${model}/potentialbreaches/?limit=250`,
    listEnvelope(potentialBreach),
  )
  return page.results
}

async function firstPotentialBreach(model = ZUIDPLASPOLDER) {
  const [first] = await potentialBreaches(model)
  if (!first) throw new Error(`model ${model} has no potential breaches`)
  return first
}

const required = { offset: 1800, duration_till_max_depth: 600, initial_width: 20 }
const breachesOf = (id: number) => `/simulations/${id}/events/breaches/`

describe('breach events of a simulation', () => {
  it('fills in the potential breach’s depth and coefficients of 1.0 when left out', async () => {
    const id = await createRun()
    const potential = await firstPotentialBreach()
    const answer = await api(breachesOf(id), {
      body: { potential_breach: potential.id, ...required },
    })
    expect(answer.status).toBe(201)
    expect(breachEvent.parse(answer.body)).toMatchObject({
      potential_breach: potential.id,
      ...required,
      maximum_breach_depth: potential.maximum_breach_depth,
      discharge_coefficient_positive: 1,
      discharge_coefficient_negative: 1,
    })
  })

  it('keeps the values given, lists several, reads one, removes one', async () => {
    const id = await createRun()
    const [first, second] = await potentialBreaches(ZUIDPLASPOLDER)
    if (!first || !second) throw new Error('Zuidplaspolder has potential breaches')
    const given = {
      maximum_breach_depth: 2.5,
      discharge_coefficient_positive: 0.8,
      discharge_coefficient_negative: 0.9,
    }
    const one = await api(breachesOf(id), {
      body: { potential_breach: first.id, ...required, ...given },
    })
    const other = await api(breachesOf(id), { body: { potential_breach: second.id, ...required } })
    const added = breachEvent.parse(one.body)
    expect(added).toMatchObject(given)
    expect(other.status).toBe(201)

    const listed = await getParsed(breachesOf(id), listEnvelope(breachEvent))
    expect(listed.results.map((event) => event.potential_breach)).toEqual([first.id, second.id])
    expect((await api(`${breachesOf(id)}${added.id}/`)).body).toEqual(one.body)

    expect((await api(`${breachesOf(id)}${added.id}/`, { method: 'DELETE' })).status).toBe(204)
    expect((await api(`${breachesOf(id)}${added.id}/`)).status).toBe(404)
    const overview = await api(`/simulations/${id}/events/`)
    expect((overview.body as { breach: unknown[] }).breach).toHaveLength(1)
  })

  it('answers 400 per field for a missing or out-of-range value', async () => {
    const id = await createRun()
    const potential = await firstPotentialBreach()
    const answer = await api(breachesOf(id), {
      body: { potential_breach: potential.id, offset: -5, duration_till_max_depth: 0 },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      offset: ['The breach cannot start before the run'],
      duration_till_max_depth: ['At least 1 s'],
      initial_width: ['This field is required.'],
    })
    expect(backend.world.breachEvents).toHaveLength(0)
  })

  it('refuses a potential breach of another model, or one that does not exist', async () => {
    const id = await createRun()
    const elsewhere = await firstPotentialBreach(2)
    for (const potential_breach of [elsewhere.id, 999_999]) {
      const answer = await api(breachesOf(id), { body: { potential_breach, ...required } })
      expect(answer.status).toBe(400)
      expect(Object.keys(answer.body as object)).toEqual(['potential_breach'])
    }
  })

  it('answers 409 to adding and removing once the simulation left created', async () => {
    const id = await createRun()
    const potential = await firstPotentialBreach()
    const added = breachEvent.parse(
      (await api(breachesOf(id), { body: { potential_breach: potential.id, ...required } })).body,
    )
    expect((await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })).status).toBe(201)
    const refused = await api(breachesOf(id), {
      body: { potential_breach: potential.id, ...required },
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: expect.stringContaining('starting') })
    expect((await api(`${breachesOf(id)}${added.id}/`, { method: 'DELETE' })).status).toBe(409)
    expect((await getParsed(breachesOf(id), listEnvelope(breachEvent))).count).toBe(1)
  })

  it('hides another organisation’s simulation and ids that are not ids', async () => {
    const id = await createRun()
    const outsider = await api(breachesOf(id), { token: DEMO_TOKENS.outsider })
    expect(outsider.status).toBe(404)
    expect((await api(`${breachesOf(id)}__proto__/`)).status).toBe(404)
    expect((await api(`${breachesOf(id)}1e3/`, { method: 'DELETE' })).status).toBe(404)
  })
})

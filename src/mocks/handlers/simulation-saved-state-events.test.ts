import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { savedState } from '@/api/models/schema'
import { setupTestBackend } from '@/testing/test-backend'
import { createRun as createRunWith } from '@/testing/new-run'

const { api, modelNamed, tick } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const DURATION = 3600

async function createRun(name = 'Saved-state events check') {
  return createRunWith(api, {
    name,
    hydromodel: modelNamed('Zuidplaspolder').id,
    duration: DURATION,
  })
}

const timed = (id: number) => `/simulations/${id}/create-saved-states/timed/`
const stable = (id: number) => `/simulations/${id}/create-saved-states/stable-threshold/`

async function modelStates() {
  const id = modelNamed('Zuidplaspolder').id
  const answer = await api(`/hydromodels/${id}/saved_states/?limit=250`)
  return listEnvelope(savedState).parse(answer.body).results
}

describe('saved-state events', () => {
  it('creates a timed event within the run, with a name, tags and the record’s id', async () => {
    const id = await createRun()
    const answer = await api(timed(id), {
      body: { name: 'End of spin-up', tags: ['spin-up'], time: 1800 },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      name: 'End of spin-up',
      time: 1800,
      created: null,
    })
    const overview = (await api(`/simulations/${id}/events/`)).body as { savedstates: unknown[] }
    expect(overview.savedstates).toEqual([
      expect.objectContaining({ type: 'timed', time: 1800, thresholds: [], tags: ['spin-up'] }),
    ])
  })

  it('names an unnamed event after the run and its moment', async () => {
    const id = await createRun('Zuidplas T10')
    const answer = await api(timed(id), { body: { time: 3600 } })
    expect(answer.body).toMatchObject({ name: 'Zuidplas T10 at 1:00:00' })
  })

  it('refuses a time outside the run and thresholds that are not above 0 or of another variable', async () => {
    const id = await createRun()
    expect((await api(timed(id), { body: { time: DURATION + 1 } })).body).toEqual({
      time: ['The time must be within the run, at most 1 h'],
    })
    expect((await api(timed(id), { body: { time: -1 } })).status).toBe(400)
    expect((await api(timed(id), { body: {} })).body).toEqual({ time: ['This field is required.'] })
    const zero = await api(stable(id), { body: { thresholds: [{ variable: 's1', value: 0 }] } })
    expect(zero.body).toEqual({ thresholds: ['0.value: The threshold must be greater than 0'] })
    const other = await api(stable(id), { body: { thresholds: [{ variable: 'q', value: 1 }] } })
    expect(other.body).toEqual({
      thresholds: ['0.variable: Choose s1 (water level) or u1 (flow velocity)'],
    })
    const none = await api(stable(id), { body: { thresholds: [] } })
    expect(none.body).toEqual({ thresholds: ['Give at least one threshold'] })
  })

  it('takes at most 100 thresholds and stores nothing of a longer list', async () => {
    const id = await createRun()
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ variable: 's1', value: index + 1 }))
    const refused = await api(stable(id), { body: { thresholds: many(10_000) } })
    expect(refused).toMatchObject({ status: 400, body: { thresholds: ['At most 100 thresholds'] } })
    expect((await api(stable(id), { body: { thresholds: many(101) } })).status).toBe(400)
    expect((await api(stable(id))).body).toMatchObject({ count: 0 })
    expect((await api(stable(id), { body: { thresholds: many(100) } })).status).toBe(201)
  })

  it('takes at most 50 tags of at most 128 characters (decisions.md), storing nothing beyond', async () => {
    const id = await createRun()
    const tags = (count: number, length = 8) =>
      Array.from({ length: count }, (_, index) => `${index}`.padEnd(length, 'x'))
    const refused = await api(timed(id), { body: { tags: tags(51), time: 60 } })
    expect(refused).toMatchObject({ status: 400, body: { tags: [expect.stringContaining('50')] } })
    const long = await api(stable(id), {
      body: { tags: tags(1, 129), thresholds: [{ variable: 's1', value: 1 }] },
    })
    expect(long).toMatchObject({ status: 400, body: { tags: [expect.stringContaining('128')] } })
    expect((await api(timed(id))).body).toMatchObject({ count: 0 })
    expect((await api(timed(id), { body: { tags: tags(50, 128), time: 60 } })).status).toBe(201)
  })

  it('lists, reads and removes events; 409 once the simulation left created', async () => {
    const id = await createRun()
    const made = await api(stable(id), {
      body: { name: 'Stable', thresholds: [{ variable: 'u1', value: 0.01 }] },
    })
    const eventId = (made.body as { id: number }).id
    expect((await api(stable(id))).body).toMatchObject({ count: 1 })
    expect((await api(`${stable(id)}${eventId}/`)).body).toMatchObject({ name: 'Stable' })
    expect((await api(`${timed(id)}${eventId}/`)).status).toBe(404)
    expect((await api(`${stable(id)}${eventId}/`, { method: 'DELETE' })).status).toBe(204)
    expect((await api(stable(id))).body).toMatchObject({ count: 0 })
    await api(timed(id), { body: { time: 60 } })
    await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    expect((await api(timed(id), { body: { time: 60 } })).status).toBe(409)
  })

  it('makes each event a saved state of the model when the run finishes, expiring 7 days later', async () => {
    const id = await createRun('Zuidplas with states')
    await api(timed(id), { body: { name: 'Half way', tags: ['t'], time: 1800 } })
    await api(stable(id), {
      body: { name: 'Stable s1', thresholds: [{ variable: 's1', value: 0.005 }] },
    })
    const before = await modelStates()
    await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    tick(60)
    const status = (await api(`/simulations/${id}/status/`)).body as { name: string }
    expect(status.name).toBe('finished')
    const after = await modelStates()
    expect(after.length).toBe(before.length + 2)
    const halfWay = after.find((state) => state.name === 'Half way')
    expect(halfWay).toMatchObject({ type: 'timed', time: 1800, tags: ['t'] })
    expect(Date.parse(halfWay?.expiry ?? '') - Date.parse(halfWay?.created ?? '')).toBe(
      7 * 24 * 3600 * 1000,
    )
    expect(after.find((state) => state.name === 'Stable s1')).toMatchObject({
      type: 'stable_threshold',
      variables: ['s1'],
      thresholds: [0.005],
    })
    const events = (await api(timed(id))).body as { results: { created: string | null }[] }
    expect(events.results[0]?.created).toBe(halfWay?.created)
  })

  it('leaves out a timed state the run never reached (shut down early)', async () => {
    const id = await createRun('Stopped early')
    await api(timed(id), { body: { name: 'At the end', time: DURATION } })
    const before = await modelStates()
    await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    tick(4)
    await api(`/simulations/${id}/actions/`, { body: { name: 'shutdown' } })
    tick(60)
    expect((await api(`/simulations/${id}/status/`)).body).toMatchObject({ name: 'finished' })
    expect(await modelStates()).toHaveLength(before.length)
  })
})

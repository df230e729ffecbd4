import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { actionNames, currentStatus, simulation, type ActionName } from '@/api/simulations/schema'
import { setupTestBackend } from '@/testing/test-backend'
import { createRun as createRunWith } from '@/testing/new-run'

const { api, tick } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

async function createRun(
  name = 'Zuidplaspolder action check',
  hydromodel = 1,
  duration = 3 * 3600,
) {
  return createRunWith(api, { name, hydromodel, duration })
}

const act = (id: number, name: string) => api(`/simulations/${id}/actions/`, { body: { name } })
const statusOf = async (id: number) =>
  currentStatus.parse((await api(`/simulations/${id}/status/`)).body)

const states = [
  'created',
  'queued',
  'starting',
  'paused',
  'running',
  'ended',
  'postprocessing',
  'finished',
  'crashed',
] as const
type State = (typeof states)[number]

/** Drives a fresh run into a state through the API only. */
async function runIn(state: State): Promise<number> {
  if (state === 'crashed') {
    const id = await createRun('Gouda long sewer run', 3, 13 * 3600)
    await act(id, 'start')
    tick(120)
    return id
  }
  if (state === 'queued') {
    for (const name of ['one', 'two', 'three']) await act(await createRun(name), 'start')
  }
  const id = await createRun()
  const steps: Record<Exclude<State, 'crashed'>, () => Promise<void>> = {
    created: async () => {},
    queued: async () => void (await act(id, 'start')),
    starting: async () => void (await act(id, 'start')),
    paused: async () => void (await act(id, 'initialize'), tick(2)),
    running: async () => void (await act(id, 'start'), tick(3)),
    ended: async () => void (await act(id, 'start'), tick(3), await act(id, 'shutdown')),
    postprocessing: async () => {
      await act(id, 'start')
      tick(3)
      await act(id, 'shutdown')
      tick(1)
    },
    finished: async () => void (await act(id, 'start'), tick(30)),
  }
  await steps[state]()
  return id
}

/** Allowed actions per state and the status each leads to; every other pair is refused. */
const allowed: Record<State, Partial<Record<ActionName, [number, string]>>> = {
  created: {
    initialize: [201, 'starting'],
    start: [201, 'starting'],
    queue: [201, 'starting'],
  },
  queued: { shutdown: [201, 'ended'], dequeue: [201, 'created'] },
  starting: { shutdown: [201, 'ended'] },
  paused: { start: [201, 'initialized'], shutdown: [201, 'ended'] },
  running: { pause: [201, 'initialized'], shutdown: [201, 'ended'] },
  ended: {},
  postprocessing: {},
  finished: {},
  crashed: {},
}

describe('each action from each status', () => {
  for (const state of states) {
    for (const name of actionNames) {
      const expected = allowed[state][name]
      it(`${name} on a ${state} run ${expected ? 'is allowed' : 'is refused'}`, async () => {
        const id = await runIn(state)
        const before = await statusOf(id)
        expect(before.name).toBe(state === 'paused' || state === 'running' ? 'initialized' : state)
        const answer = await act(id, name)
        if (expected) {
          expect(answer.status).toBe(expected[0])
          expect((await statusOf(id)).name).toBe(expected[1])
        } else {
          expect(answer).toEqual({
            status: 400,
            body: { name: [`Cannot ${name} a simulation that is ${state}.`] },
          })
          expect(await statusOf(id)).toEqual(before)
        }
      })
    }
  }

  it('answers an unknown action with a 400 on name', async () => {
    const id = await createRun()
    const answer = await act(id, 'explode')
    expect(answer.status).toBe(400)
    expect(answer.body).toHaveProperty('name')
  })
})

describe('pause and resume', () => {
  it('keeps the simulated time while paused and runs on from it', async () => {
    const id = await runIn('running')
    tick(4)
    await act(id, 'pause')
    const paused = await statusOf(id)
    expect(paused).toMatchObject({ name: 'initialized', paused: true, time: 5 * 720 })
    tick(600)
    expect((await statusOf(id)).time).toBe(5 * 720)
    await act(id, 'start')
    tick(2)
    expect(await statusOf(id)).toMatchObject({ paused: false, time: 7 * 720 })
  })

  it('finishes a shut-down run with exit code 0 and says why', async () => {
    const id = await runIn('running')
    await act(id, 'shutdown')
    tick(3)
    expect(await statusOf(id)).toMatchObject({
      name: 'finished',
      exit_code: 0,
      detail: 'Shut down by user',
    })
  })
})

describe('the session queue', () => {
  it('queues a start beyond the limit and starts it the moment a session frees', async () => {
    const first = await createRun('first')
    await act(first, 'start')
    tick(1)
    for (const name of ['second', 'third']) await act(await createRun(name), 'start')
    const waiting = await createRun('waiting')
    expect(await act(waiting, 'start')).toEqual({ status: 202, body: { name: 'queue' } })
    expect((await statusOf(waiting)).name).toBe('queued')

    tick(60)
    const history = listEnvelope(currentStatus).parse(
      (await api(`/simulations/${first}/status/history/`)).body,
    ).results
    const firstEnded = history.find((entry) => entry.name === 'ended')
    const waitingHistory = listEnvelope(currentStatus).parse(
      (await api(`/simulations/${waiting}/status/history/`)).body,
    ).results
    const started = waitingHistory.find((entry) => entry.name === 'starting')
    expect(started?.created).toBe(firstEnded?.created)
    expect((await statusOf(waiting)).name).toBe('finished')
  })

  it('queue starts at once when a session is free, and waits otherwise', async () => {
    const id = await createRun()
    expect(await act(id, 'queue')).toEqual({ status: 201, body: { name: 'start' } })
    for (const name of ['two', 'three']) await act(await createRun(name), 'start')
    const fourth = await createRun('fourth')
    expect(await act(fourth, 'queue')).toEqual({ status: 202, body: { name: 'queue' } })
  })

  it('refuses initialize while every session is in use', async () => {
    for (const name of ['one', 'two', 'three']) await act(await createRun(name), 'start')
    const id = await createRun()
    const answer = await act(id, 'initialize')
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ name: [expect.stringContaining('sessions')] })
  })

  it('counts sessions per organisation', async () => {
    for (const name of ['one', 'two', 'three']) await act(await createRun(name), 'start')
    const outsider = await api('/simulations/', {
      token: 'demo-outsider',
      body: {
        name: 'Walcheren check',
        hydromodel: 15,
        organisation: '8c2d4e6f1a3b5c7d9e0f2a4b6c8d0e1f',
        start_datetime: '2026-11-21T00:00:00Z',
        duration: 3600,
      },
    })
    const id = simulation.parse(outsider.body).id
    const started = await api(`/simulations/${id}/actions/`, {
      token: 'demo-outsider',
      body: { name: 'start' },
    })
    expect(started.status).toBe(201)
  })
})

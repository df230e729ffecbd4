import { describe, expect, it } from 'vitest'
import {
  postProcessingStatus,
  postProcessingStatusHistory,
} from '@/api/simulations/post-processing-schema'
import { createRun as createRunWith } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/test-backend'

const { api, modelNamed, tick } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const createRun = (model = 'Zuidplaspolder', name = 'Post-processing check') =>
  createRunWith(api, { name, hydromodel: modelNamed(model).id })

const viewer = (id: number, what: string) =>
  `/simulations/${id}/results/post_processing/viewer/${what}/`
const damage = {
  cost_type: 'avg',
  flood_month: 'sep',
  inundation_period: 12,
  repair_time_infrastructure: 120,
  repair_time_buildings: 240,
}

async function runToEnd(id: number) {
  await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
  tick(60)
  expect((await api(`/simulations/${id}/status/`)).body).toMatchObject({ name: 'finished' })
}

async function viewerStatus(id: number) {
  const answer = await api(viewer(id, 'status'))
  return answer.status === 200 ? postProcessingStatus.parse(answer.body).status : answer.status
}

describe('post-processing', () => {
  it('answers 404 for the status before any post-processing exists', async () => {
    const id = await createRun()
    expect(await viewerStatus(id)).toBe(404)
    const history = postProcessingStatusHistory.parse(
      (await api(viewer(id, 'status/history'))).body,
    )
    expect(history.count).toBe(0)
  })

  it('sets up Basic before the run, and the finished run moves the viewer to archived', async () => {
    const id = await createRun()
    const basic = await api(viewer(id, 'basic'), {
      body: { scenario_name: 'Dike ring 14', process_basic_results: true },
    })
    expect(basic.status).toBe(201)
    expect(basic.body).toMatchObject({ scenario_name: 'Dike ring 14', process_basic_results: true })
    expect((basic.body as { result_uuid: string }).result_uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(await viewerStatus(id)).toBe('created')
    expect((await api(viewer(id, 'damage'), { body: damage })).status).toBe(201)
    await runToEnd(id)
    tick(60)
    expect(await viewerStatus(id)).toBe('archived')
    const history = postProcessingStatusHistory.parse(
      (await api(viewer(id, 'status/history'))).body,
    )
    expect(history.results.map((entry) => entry.status)).toEqual([
      'archived',
      'archiving',
      'requested',
      'created',
    ])
  })

  it('refuses a second Basic, and anything once the viewer started', async () => {
    const id = await createRun()
    const body = { scenario_name: 'Once', process_basic_results: true }
    expect((await api(viewer(id, 'basic'), { body })).status).toBe(201)
    const second = await api(viewer(id, 'basic'), { body })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({ non_field_errors: [expect.stringMatching(/already/)] })
    await runToEnd(id)
    for (const [what, payload] of [
      ['arrival', {}],
      ['damage', damage],
      ['start', {}],
    ] as const) {
      const answer = await api(viewer(id, what), { body: payload })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(answer.body)).toMatch(/already triggered/)
    }
  })

  it('refuses Arrival and Damage without a Basic that processes results', async () => {
    const id = await createRun()
    expect((await api(viewer(id, 'arrival'), { body: {} })).status).toBe(400)
    await api(viewer(id, 'basic'), { body: { process_basic_results: false } })
    const arrival = await api(viewer(id, 'arrival'), { body: {} })
    expect(arrival.status).toBe(400)
    expect(JSON.stringify(arrival.body)).toMatch(/process_basic_results=true/)
    expect((await api(viewer(id, 'damage'), { body: damage })).status).toBe(400)
  })

  it('refuses a second Arrival and a second Damage', async () => {
    const id = await createRun()
    await api(viewer(id, 'basic'), { body: { process_basic_results: true } })
    expect((await api(viewer(id, 'arrival'), { body: {} })).status).toBe(201)
    expect((await api(viewer(id, 'arrival'), { body: {} })).status).toBe(400)
    expect((await api(viewer(id, 'damage'), { body: damage })).status).toBe(201)
    expect((await api(viewer(id, 'damage'), { body: damage })).status).toBe(400)
  })

  it('refuses damage values out of range, a month not in the list and a bad uuid', async () => {
    const id = await createRun()
    const uuid = await api(viewer(id, 'basic'), {
      body: { process_basic_results: true, result_uuid: 'not-a-uuid' },
    })
    expect(uuid.body).toHaveProperty('result_uuid')
    await api(viewer(id, 'basic'), { body: { process_basic_results: true } })
    const bad = await api(viewer(id, 'damage'), {
      body: {
        ...damage,
        flood_month: 'sept',
        inundation_period: 0.5,
        repair_time_buildings: 241,
        repair_time_infrastructure: 0,
      },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body as object).sort()).toEqual([
      'flood_month',
      'inundation_period',
      'repair_time_buildings',
      'repair_time_infrastructure',
    ])
  })

  it('refuses damage for a model outside the Netherlands', async () => {
    const id = await createRun('Rur floodplain Düren')
    await api(viewer(id, 'basic'), { body: { process_basic_results: true } })
    const answer = await api(viewer(id, 'damage'), { body: damage })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toMatch(/Netherlands/)
  })

  it('refuses processing basic results for a model without a raw DEM', async () => {
    const id = await createRun('Noordoostpolder west')
    const answer = await api(viewer(id, 'basic'), { body: { process_basic_results: true } })
    expect(answer.status).toBe(400)
    expect(answer.body).toHaveProperty('process_basic_results')
    expect(
      (await api(viewer(id, 'basic'), { body: { process_basic_results: false } })).status,
    ).toBe(201)
  })

  it('starts the viewer for a run that had already finished, once', async () => {
    const id = await createRun()
    expect((await api(viewer(id, 'start'), { body: {} })).status).toBe(400)
    await runToEnd(id)
    await api(viewer(id, 'basic'), { body: { scenario_name: 'Late', process_basic_results: true } })
    expect(await viewerStatus(id)).toBe('created')
    expect((await api(viewer(id, 'start'), { body: {} })).status).toBe(201)
    expect(await viewerStatus(id)).toBe('requested')
    tick(3)
    expect(await viewerStatus(id)).toBe('archiving')
    tick(10)
    expect(await viewerStatus(id)).toBe('archived')
  })

  it('ends in archiving_failed for the documented demo case', async () => {
    const id = await createRun()
    await api(viewer(id, 'basic'), {
      body: { scenario_name: 'Demo: archiving fails', process_basic_results: false },
    })
    await runToEnd(id)
    tick(60)
    expect(await viewerStatus(id)).toBe('archiving_failed')
  })

  it('retries the viewer only after archiving failed, and the retry archives', async () => {
    const id = await createRun()
    await api(viewer(id, 'basic'), {
      body: { scenario_name: 'Demo: archiving fails', process_basic_results: false },
    })
    expect((await api(viewer(id, 'start/retry'), { body: {} })).status).toBe(400)
    await runToEnd(id)
    tick(60)
    expect(await viewerStatus(id)).toBe('archiving_failed')
    expect((await api(viewer(id, 'start/retry'), { body: {} })).status).toBe(200)
    expect(await viewerStatus(id)).toBe('requested')
    expect((await api(viewer(id, 'start/retry'), { body: {} })).status).toBe(400)
    tick(10)
    expect(await viewerStatus(id)).toBe('archived')
    const history = postProcessingStatusHistory.parse(
      (await api(viewer(id, 'status/history'))).body,
    )
    expect(history.count).toBe(7)
  })

  it('answers the overview once Basic exists, with what is requested', async () => {
    const id = await createRun()
    expect((await api(viewer(id, 'overview'))).status).toBe(404)
    await api(viewer(id, 'basic'), { body: { scenario_name: 'Ring', process_basic_results: true } })
    await api(viewer(id, 'damage'), { body: damage })
    const answer = await api(viewer(id, 'overview'))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      scenario_name: 'Ring',
      results: { basic: true, damage_estimation: true, arrival_time: false },
      settings: { damage_estimation: { flood_month: 9, repair_time_buildings: 240 * 3600 } },
      simulation: id,
    })
  })
})

import { describe, expect, it } from 'vitest'
import { isExpired } from '@/mocks/seed/models/saved-state-records'
import { createRun as createRunWith } from '@/testing/new-run'
import { setupTestBackend } from '@/testing/test-backend'

const { api, backend, modelNamed, now } = setupTestBackend({
  clock: 'stopped',
  freshWorldEachTest: true,
})

const createRun = (hydromodel = modelNamed('Zuidplaspolder').id) =>
  createRunWith(api, { name: 'Initial conditions check', hydromodel })

function statesOf(modelId: number) {
  return backend.world.savedStates.filter((state) => state.hydromodel_id === modelId)
}
function liveState(modelId: number) {
  const state = statesOf(modelId).find((candidate) => !isExpired(candidate, now()))
  if (!state) throw new Error(`model ${modelId} has no live saved state`)
  return state
}
function waterLevelRaster(modelId: number) {
  const raster = backend.world.rasters.find(
    (candidate) =>
      candidate.hydromodel_id === modelId && candidate.type === 'initial_waterlevel_file',
  )
  if (!raster) throw new Error(`model ${modelId} has no initial water level raster`)
  return raster
}

const base = (id: number) => `/simulations/${id}/initial`
const eventsOf = async (id: number) =>
  (await api(`/simulations/${id}/events/`)).body as Record<string, unknown>

describe('initial conditions', () => {
  it('adds a saved state of the model, answers its URL, lists it and shows it in the overview', async () => {
    const model = modelNamed('Zuidplaspolder')
    const id = await createRun(model.id)
    const state = liveState(model.id)
    const answer = await api(`${base(id)}/saved_state/`, {
      body: { saved_state: String(state.id) },
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      saved_state: `http://api.test/v3/hydromodels/${model.id}/saved_states/${state.id}/`,
    })
    const list = await api(`${base(id)}/saved_state/`)
    expect(list.body).toMatchObject({ count: 1 })
    const overview = await eventsOf(id)
    expect(overview.initial_savedstate).toMatchObject({
      saved_state: { id: state.id, name: state.name, type: state.type },
    })
  })

  it('reads the saved state given as its URL too', async () => {
    const model = modelNamed('Zuidplaspolder')
    const id = await createRun(model.id)
    const state = liveState(model.id)
    const url = `http://api.test/v3/hydromodels/${model.id}/saved_states/${state.id}/`
    expect((await api(`${base(id)}/saved_state/`, { body: { saved_state: url } })).status).toBe(201)
  })

  it('refuses a saved state of another model, an expired one and a malformed reference', async () => {
    const model = modelNamed('Zuidplaspolder')
    const id = await createRun(model.id)
    const other = liveState(modelNamed('Rijnland regional').id)
    const expired = statesOf(model.id).find((state) => isExpired(state, now()))
    expect(expired).toBeDefined()
    const refused = async (saved_state: unknown) =>
      api(`${base(id)}/saved_state/`, { body: { saved_state } })
    const foreign = await refused(String(other.id))
    expect(foreign.status).toBe(400)
    expect(foreign.body).toMatchObject({
      saved_state: [expect.stringMatching(/not a saved state of model/)],
    })
    const old = await refused(String(expired?.id))
    expect(old.body).toMatchObject({ saved_state: [expect.stringMatching(/expired/)] })
    expect((await refused('twelve')).status).toBe(400)
    expect((await refused(undefined)).body).toEqual({ saved_state: ['This field is required.'] })
  })

  it('keeps a saved state exclusive with every other initial condition, both ways round', async () => {
    const model = modelNamed('Zuidplaspolder')
    const id = await createRun(model.id)
    const state = liveState(model.id)
    const raster = waterLevelRaster(model.id)
    expect((await api(`${base(id)}/1d_water_level/predefined/`, { body: {} })).status).toBe(201)
    const blocked = await api(`${base(id)}/saved_state/`, {
      body: { saved_state: String(state.id) },
    })
    expect(blocked.status).toBe(400)
    expect(blocked.body).toMatchObject({
      saved_state: [expect.stringMatching(/excludes every other initial condition/)],
    })

    const second = await createRun(model.id)
    await api(`${base(second)}/saved_state/`, { body: { saved_state: String(state.id) } })
    const raster2d = await api(`${base(second)}/2d_water_level/raster/`, {
      body: { initial_waterlevel: String(raster.id), aggregation_method: 'max' },
    })
    expect(raster2d.status).toBe(400)
    expect(raster2d.body).toMatchObject({
      non_field_errors: [expect.stringMatching(/saved state/)],
    })
    const oneD = await api(`${base(second)}/1d_water_level/predefined/`, { body: {} })
    expect(oneD.status).toBe(400)
  })

  it('adds the 2D level only from the model’s initial_waterlevel_file raster, with mean, max or min', async () => {
    const model = modelNamed('Zuidplaspolder')
    const id = await createRun(model.id)
    const raster = waterLevelRaster(model.id)
    const dem = backend.world.rasters.find(
      (candidate) => candidate.hydromodel_id === model.id && candidate.type === 'dem_file',
    )
    const post = (body: unknown) => api(`${base(id)}/2d_water_level/raster/`, { body })
    const wrongRaster = await post({
      initial_waterlevel: String(dem?.id),
      aggregation_method: 'max',
    })
    expect(wrongRaster.body).toMatchObject({
      initial_waterlevel: [expect.stringMatching(/initial_waterlevel_file/)],
    })
    const wrongMethod = await post({
      initial_waterlevel: String(raster.id),
      aggregation_method: 'median',
    })
    expect(wrongMethod.body).toEqual({ aggregation_method: ['Choose mean, max or min'] })
    const added = await post({ initial_waterlevel: String(raster.id), aggregation_method: 'min' })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      aggregation_method: 'min',
      initial_waterlevel_id: raster.id,
    })
    const again = await post({ initial_waterlevel: String(raster.id), aggregation_method: 'max' })
    expect(again.body).toMatchObject({ non_field_errors: [expect.stringMatching(/already has/)] })
    expect((await eventsOf(id)).initial_twodwaterraster).toMatchObject({
      aggregation_method: 'min',
    })
  })

  it('takes no input for the predefined 1D levels', async () => {
    const id = await createRun()
    const answer = await api(`${base(id)}/1d_water_level/predefined/`, { body: { levels: 1 } })
    expect(answer.status).toBe(400)
  })

  it('removes a record (204), then it is gone; another simulation’s record is 404', async () => {
    const id = await createRun()
    const added = await api(`${base(id)}/1d_water_level/predefined/`, { body: {} })
    const recordId = (added.body as { id: number }).id
    const path = `${base(id)}/1d_water_level/predefined/${recordId}/`
    expect((await api(path)).status).toBe(200)
    const other = await createRun()
    expect((await api(`${base(other)}/1d_water_level/predefined/${recordId}/`)).status).toBe(404)
    expect((await api(path, { method: 'DELETE' })).status).toBe(204)
    expect((await api(path)).status).toBe(404)
    expect((await eventsOf(id)).initial_onedwaterlevelpredefined).toBeNull()
  })

  it('answers 409 to changes once the simulation left created', async () => {
    const id = await createRun()
    const added = await api(`${base(id)}/1d_water_level/predefined/`, { body: {} })
    const recordId = (added.body as { id: number }).id
    await api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    const post = await api(`${base(id)}/1d_water_level/predefined/`, { body: {} })
    expect(post.status).toBe(409)
    expect(post.body).toMatchObject({
      error: expect.stringMatching(/only change while it is created/),
    })
    const path = `${base(id)}/1d_water_level/predefined/${recordId}/`
    expect((await api(path, { method: 'DELETE' })).status).toBe(409)
  })
})

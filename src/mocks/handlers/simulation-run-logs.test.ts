import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { listEnvelope, uploadLink } from '@/api/common'
import { isExpired } from '@/mocks/seed/models/saved-state-records'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import { sampleRainNetcdf4 } from '@/mocks/seed/rain/sample-rain-files'
import { boundaryValidationsSettled } from '@/mocks/simulations/boundary-conditions/validation'
import { rainValidationsSettled } from '@/mocks/simulations/rain/validation'
import { structureControlChecksSettled } from '@/mocks/simulations/structure-controls/validation'
import { setupTestBackend } from '@/testing/test-backend'
import { createRun as createRunWith } from '@/testing/new-run'
import { pumpCapacityControl, weirCrestControl } from '@/testing/structure-control'

const { api, backend, tick, now } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const ZUIDPLASPOLDER = 1
const resultFile = z.object({ id: z.number().int(), filename: z.string() })

async function createRun(duration = 7200): Promise<number> {
  return createRunWith(api, { name: 'Log check', duration })
}

async function configure(path: string, body: unknown) {
  const answer = await api(path, { body })
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201)
  return answer.body as Record<string, unknown>
}

/** Starts the run, lets the clock run until it finished and reads simulation.log from its ZIP. */
async function simulationLogOf(id: number): Promise<string> {
  await configure(`/simulations/${id}/actions/`, { name: 'start' })
  let zip: z.infer<typeof resultFile> | undefined
  while (!zip) {
    tick(60)
    const listed = await api(`/simulations/${id}/results/files/`)
    zip = listEnvelope(resultFile)
      .parse(listed.body)
      .results.find((file) => file.filename.endsWith('.zip'))
  }
  const link = await api(`/simulations/${id}/results/files/${zip.id}/download/`)
  const { get_url } = z.object({ get_url: z.string() }).parse(link.body)
  const bytes = new Uint8Array(await (await fetch(get_url)).arrayBuffer())
  return strFromU8(unzipSync(bytes)['simulation.log'] ?? new Uint8Array())
}

function zuidplaspolder() {
  const model = backend.world.models.find((each) => each.id === ZUIDPLASPOLDER)
  if (!model) throw new Error('Zuidplaspolder is seeded')
  const { layout } = createGridNumbering(model.fixture)
  const raster = backend.world.rasters.find(
    (each) => each.hydromodel_id === model.id && each.type === 'initial_waterlevel_file',
  )
  const state = backend.world.savedStates.find(
    (each) => each.hydromodel_id === model.id && !isExpired(each, now()),
  )
  const [weir, pump] = [layout.weirs[0], layout.pumps[0]]
  if (!raster || !state || !weir || !pump) throw new Error('Zuidplaspolder lacks a fixture')
  return { raster, state, weir, pump }
}

async function uploadBoundaries(id: number) {
  const series = (await api(`/hydromodels/${ZUIDPLASPOLDER}/boundaryconditions/`)).body as {
    results: { boundary_id: number; dimension: string }[]
  }
  const content = series.results.map((each) => ({
    id: each.boundary_id,
    type: each.dimension === 'one_d' ? '1D' : '2D',
    interpolate: true,
    values: [
      [0, 0.5],
      [7200, 1],
    ],
  }))
  const link = uploadLink.parse(
    await configure(`/simulations/${id}/events/boundaryconditions/file/`, { filename: 'bc.json' }),
  )
  const body = new TextEncoder().encode(JSON.stringify(content))
  expect((await fetch(link.put_url, { method: 'PUT', body })).status).toBe(200)
  await boundaryValidationsSettled(backend.storage)
}

async function uploadRain(id: number) {
  const link = uploadLink.parse(
    await configure(`/simulations/${id}/events/rain/rasters/netcdf/`, { filename: 'rain.nc' }),
  )
  const body = new Uint8Array(await sampleRainNetcdf4())
  expect((await fetch(link.put_url, { method: 'PUT', body })).status).toBe(200)
  await rainValidationsSettled(backend.storage)
}

describe('simulation.log tells the configuration of the run', { timeout: 60_000 }, () => {
  it('names the 1D and 2D initial conditions and every event, at its time', async () => {
    const { raster, weir, pump } = zuidplaspolder()
    const id = await createRun()
    const initial = `/simulations/${id}/initial`
    await configure(`${initial}/1d_water_level/predefined/`, {})
    await configure(`${initial}/2d_water_level/raster/`, {
      initial_waterlevel: String(raster.id),
      aggregation_method: 'max',
    })
    const potential = backend.world.potentialBreaches.find(
      (each) => each.hydromodel_id === ZUIDPLASPOLDER,
    )
    await configure(`/simulations/${id}/events/breaches/`, {
      potential_breach: potential?.id,
      offset: 1800,
      duration_till_max_depth: 600,
      initial_width: 20,
    })
    await configure(
      `/simulations/${id}/events/structure-control/timed/`,
      pumpCapacityControl(pump.id),
    )
    await configure(
      `/simulations/${id}/events/structure-control/table/`,
      weirCrestControl(weir.id, 1, [[-1.2, -0.8]]),
    )
    await structureControlChecksSettled(backend.storage)
    await configure(`/simulations/${id}/create-saved-states/timed/`, {
      name: 'After the breach',
      time: 5400,
    })
    await uploadBoundaries(id)
    await uploadRain(id)

    const log = await simulationLogOf(id)
    expect(log).not.toMatch(/2D dry/)
    expect(log).toMatch(/t=0 s: Initial conditions: 1D predefined water levels of the model/)
    expect(log).toContain(
      `2D water level raster "${raster.name}" (${raster.id}), aggregated by max`,
    )
    expect(log).toMatch(/t=1800 s: Breach .+ opens into 2D cell \d+/)
    expect(log).toMatch(
      new RegExp(`t=600 s: Timed control set_pump_capacity of v2_pumpstation ${pump.id} starts`),
    )
    expect(log).toMatch(new RegExp(`t=2400 s: Timed control .+ ${pump.id} ends`))
    expect(log).toMatch(
      new RegExp(`t=0 s: Table control set_crest_level of v2_weir ${weir.id} starts`),
    )
    expect(log).toMatch(/t=0 s: Boundary conditions: file bc\.json/)
    expect(log).toMatch(/t=0 s: Rain starts/)
    expect(log).toMatch(/t=3600 s: Rain stops/)
    expect(log).toMatch(/t=5400 s: Saved state "After the breach" written/)
  })

  it('names the saved state a run starts from', async () => {
    const { state } = zuidplaspolder()
    const id = await createRun(3600)
    await configure(`/simulations/${id}/initial/saved_state/`, { saved_state: String(state.id) })
    const log = await simulationLogOf(id)
    expect(log).toContain(
      `t=0 s: Initial conditions: saved state "${state.name}" (${state.id}) for 1D and 2D`,
    )
    expect(log).toMatch(/t=0 s: Boundary conditions: the model's/)
  })

  it('says the 1D network starts at its default levels and the 2D domain dry without any', async () => {
    const log = await simulationLogOf(await createRun(3600))
    expect(log).toMatch(/Initial conditions: 1D .*default.*; 2D dry/)
  })
})

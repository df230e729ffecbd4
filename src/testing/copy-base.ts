import { readFileSync } from 'node:fs'
import { listEnvelope } from '@/api/common'
import { modelBoundaryCondition } from '@/api/models/schema'
import { simulation } from '@/api/simulations/schema'
import { POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { createGridNumbering } from '@/mocks/seed/models/grid-numbering'
import type { setupTestBackend } from '@/testing/test-backend'
import { weirCrestControl } from './structure-control'

export function copyBase({ api, backend }: ReturnType<typeof setupTestBackend>) {
  const MODEL = 1
  const post = async (path: string, body: unknown) => {
    const answer = await api(path, { body })
    if (answer.status !== 201)
      throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body as { id: number }
  }
  const network = () => {
    const model = backend.world.models.find((each) => each.id === MODEL)
    if (!model) throw new Error('model 1 is seeded')
    const numbering = createGridNumbering(model.fixture)
    const [weir] = numbering.layout.weirs
    const [node] = numbering.layout.nodes
    if (!weir || !node) throw new Error('model 1 has weirs')
    return { weir, node }
  }
  const createBase = async (name = 'Base run') =>
    simulation.parse(
      await post('/simulations/', {
        name,
        hydromodel: MODEL,
        organisation: POLDER_WATER_BOARD.unique_id,
        start_datetime: '2026-11-21T00:00:00Z',
        duration: 3 * 3600,
        tags: ['levee', 'storm'],
      }),
    )
  const potentialBreaches = () =>
    backend.world.potentialBreaches.filter((each) => each.hydromodel_id === MODEL)
  return {
    MODEL,
    post,
    createBase,
    potentialBreaches,
    createBreachBase: async (breach: Record<string, number> = {}) => {
      const run = await createBase()
      const [first] = potentialBreaches()
      if (!first) throw new Error('model 1 has potential breaches')
      await post(`/simulations/${run.id}/events/breaches/`, {
        potential_breach: first.id,
        offset: 0,
        duration_till_max_depth: 600,
        initial_width: 8,
        ...breach,
      })
      return run
    },
    breachChoices: (count: number) =>
      potentialBreaches()
        .slice(0, count)
        .map((each) => ({ potentialBreachId: each.id, code: each.code ?? String(each.id) })),
    liveSavedState: (now: Date) => {
      const state = backend.world.savedStates.find(
        (each) => each.hydromodel_id === MODEL && Date.parse(each.expiry) > now.getTime(),
      )
      if (!state) throw new Error('model 1 has a live saved state')
      return state
    },
    waterLevelRaster: () => {
      const raster = backend.world.rasters.find(
        (each) => each.hydromodel_id === MODEL && each.type === 'initial_waterlevel_file',
      )
      if (!raster) throw new Error('model 1 has an initial water level raster')
      return raster
    },
    tableControl: () => {
      const { weir, node } = network()
      return weirCrestControl(weir.id, node.id)
    },
    timedControl: () => ({
      structure_id: network().weir.id,
      structure_type: 'v2_weir',
      type: 'set_crest_level',
      offset: 600,
      duration: 1200,
      value: [-0.5],
    }),
    boundaryContent: async () => {
      const answer = await api(`/hydromodels/${MODEL}/boundaryconditions/`)
      const { results } = listEnvelope(modelBoundaryCondition).parse(answer.body)
      return results.map((each) => ({
        id: each.boundary_id,
        type: each.dimension === 'one_d' ? '1D' : '2D',
        interpolate: false,
        values: [[0, 1]],
      }))
    },
    rainBytes: () => new Blob([readFileSync('public/samples/sample-rain-netcdf4.nc')]),
  }
}

import { canStart } from '@/api/models/schema'
import { runSeconds, type SimulationCreate } from '@/api/simulations/schema'
import { tagsOf } from '@/lib/tags'
import { createRandom } from '@/mocks/db/random'
import { nextId, type World } from '@/mocks/db/world'
import type { FieldErrors } from '@/mocks/http'
import { appendStatus, status } from './transitions'
import { uuidFrom } from './uuid'
import type { MockSimulation, MockUser } from '@/mocks/db/records'

export type Creation = { ok: true; simulation: MockSimulation } | { ok: false; errors: FieldErrors }

export function createSimulation(
  world: World,
  user: MockUser,
  body: SimulationCreate,
  now: Date,
): Creation {
  const errors: FieldErrors = {}
  const modelError = checkModel(world, user, body.hydromodel)
  if (modelError) errors.hydromodel = [modelError]
  const organisation = world.organisations.find((org) => org.unique_id === body.organisation)
  if (!organisation || !user.organisations.includes(organisation.unique_id)) {
    errors.organisation = [`Organisation "${body.organisation}" does not exist or is not yours.`]
  }
  if (!organisation || Object.keys(errors).length > 0) return { ok: false, errors }
  const start = new Date(body.start_datetime)
  const duration = body.duration ?? runSeconds(start, new Date(body.end_datetime ?? start))

  const id = nextId(world, 'simulations')
  const simulation: MockSimulation = {
    id,
    uuid: uuidFrom(createRandom(id * 7919 + now.getTime())),
    name: body.name,
    tags: tagsOf(body.tags),
    created: now.toISOString(),
    hydromodel_id: body.hydromodel,
    organisation: organisation.unique_id,
    organisation_name: organisation.name,
    user: user.username,
    start_datetime: start.toISOString(),
    end_datetime: new Date(start.getTime() + duration * 1000).toISOString(),
    duration,
  }
  world.simulations.push(simulation)
  appendStatus(world, simulation, status('created', 0), now.getTime())
  return { ok: true, simulation }
}

function checkModel(world: World, user: MockUser, id: number): string | null {
  const model = world.models.find(
    (candidate) => candidate.id === id && user.organisations.includes(candidate.organisation),
  )
  if (!model) return `Invalid pk "${id}" - object does not exist.`
  if (model.disabled) return 'This model is disabled and cannot be started.'
  if (!canStart(model))
    return 'The input of this model was not processed successfully; it cannot be started.'
  return null
}

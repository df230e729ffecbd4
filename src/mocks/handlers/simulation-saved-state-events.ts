import {
  stableThresholdSavedStateCreate,
  timedSavedStateCreate,
  type SavedStateEventKind,
} from '@/api/simulations/saved-state-events-schema'
import { formatClock } from '@/lib/duration'
import { createRandom } from '@/mocks/db/random'
import { nextId } from '@/mocks/db/world'
import { defineListQuery } from '@/mocks/filters/list-query'
import { created } from '@/mocks/http'
import { parseBody } from '@/mocks/parse-body'
import type { Route, RouteContext } from '@/mocks/router'
import {
  pathKindOf,
  savedStateEventRecord,
  savedStateEventsOf,
  savedStateEventsOfSimulation,
} from '@/mocks/simulations/saved-state-events'
import { uuidFrom } from '@/mocks/simulations/uuid'
import { configurableSimulationOfPath } from './simulation-config-access'
import { simulationRecordRoutes } from './simulation-record-routes'
import type { MockSavedStateEvent, MockSimulation } from '@/mocks/db/records'

const listQuery = defineListQuery<MockSavedStateEvent>({
  fields: { name: { type: 'string', get: (event) => event.name } },
  ordering: { id: (event) => event.id, name: (event) => event.name },
  defaultOrdering: ['id'],
})

type Draft = Pick<MockSavedStateEvent, 'type' | 'time' | 'thresholds'> & {
  name?: string
  tags?: string[]
}

async function readDraft(
  ctx: RouteContext,
  kind: SavedStateEventKind,
  simulation: MockSimulation,
): Promise<{ ok: true; draft: Draft } | { ok: false; response: Response }> {
  if (kind === 'timed') {
    const body = await parseBody(ctx.request, timedSavedStateCreate(simulation.duration))
    if (!body.ok) return body
    return { ok: true, draft: { ...body.data, type: 'timed', thresholds: [] } }
  }
  const body = await parseBody(ctx.request, stableThresholdSavedStateCreate)
  if (!body.ok) return body
  return { ok: true, draft: { ...body.data, type: 'stable_threshold', time: null } }
}

function defaultName(simulation: MockSimulation, draft: Draft): string {
  const when = draft.type === 'timed' ? `at ${formatClock(draft.time ?? 0)}` : 'when stable'
  return `${simulation.name} ${when}`.slice(0, 80)
}

function creation(kind: SavedStateEventKind) {
  return async (ctx: RouteContext): Promise<Response> => {
    const found = configurableSimulationOfPath(ctx)
    if (!found.ok) return found.response
    const simulation = found.value
    const read = await readDraft(ctx, kind, simulation)
    if (!read.ok) return read.response
    const { name, tags, ...draft } = read.draft
    const id = nextId(ctx.world, 'savedStateEvents')
    const event: MockSavedStateEvent = {
      ...draft,
      id,
      simulation_id: simulation.id,
      uuid: uuidFrom(createRandom(id * 15_485_863 + ctx.now().getTime())),
      name: name === undefined || name === '' ? defaultName(simulation, read.draft) : name,
      tags: tags ?? [],
      saved_state_id: null,
      created: null,
      expiry: null,
    }
    savedStateEventsOf(ctx.world).push(event)
    return created(savedStateEventRecord(event, ctx.apiUrl))
  }
}

function eventsOfKind(ctx: RouteContext, simulation: MockSimulation, kind: SavedStateEventKind) {
  return savedStateEventsOfSimulation(ctx.world, simulation.id).filter(
    (event) => pathKindOf(event.type) === kind,
  )
}

function routesOf(kind: SavedStateEventKind): Route[] {
  return simulationRecordRoutes({
    path: `/simulations/:id/create-saved-states/${kind}/`,
    recordsOf: (ctx, simulation) => eventsOfKind(ctx, simulation, kind),
    collection: savedStateEventsOf,
    listQuery,
    answer: (ctx, event) => savedStateEventRecord(event, ctx.apiUrl),
    create: creation(kind),
  })
}

export const savedStateEventRoutes: Route[] = [
  ...routesOf('timed'),
  ...routesOf('stable-threshold'),
]

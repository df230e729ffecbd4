import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOSTILE_KEYS } from '@/lib/own-value'
import { DEMO_TOKENS } from '../db/accounts'
import { createMockBackend, routes } from './index'

const NOW = new Date('2026-11-21T12:00:00Z')
const backend = createMockBackend({ now: () => NOW })
const auth = { Authorization: `Bearer ${DEMO_TOKENS.modeller}` }

async function get(path: string) {
  const response = await backend.handleApi(
    new Request(`http://api.test/v3${path}`, { headers: auth }),
  )
  return { status: response.status, body: (await response.json()) as unknown }
}

const isList = (body: unknown): body is { count: number; results: unknown[] } =>
  typeof body === 'object' && body !== null && 'results' in body && 'count' in body

/** Every GET route with its ids filled in by a model and a finished run the modeller can see. */
async function listPaths(): Promise<string[]> {
  const simulations = await get('/statuses/?name=finished&limit=1')
  const [finished] = isList(simulations.body) ? simulations.body.results : []
  const simulationId = (finished as { simulation_id: number } | undefined)?.simulation_id
  if (simulationId === undefined) throw new Error('the seed has no finished run')
  const paths = routes
    .filter((candidate) => candidate.method === 'GET')
    .map((candidate) =>
      candidate.pattern
        .replace(/:hydromodel_pk|(?<=\/hydromodels\/):id/, '1')
        .replace(/(?<=\/simulations\/):id/, String(simulationId)),
    )
  const lists: string[] = []
  for (const path of paths) if (isList((await get(path)).body)) lists.push(path)
  return lists
}

const hostileName = fc.constantFrom(...HOSTILE_KEYS)
const LOOKUP_SUFFIXES = ['', '__in', '__exact', '__isnull', '__gt', '__date__gte']

/** A query with hostile names as ordering fields, filter names and lookups. */
const hostileQuery = fc
  .record({
    ordering: fc.array(
      fc.tuple(fc.boolean(), hostileName).map(([down, name]) => `${down ? '-' : ''}${name}`),
      { minLength: 1, maxLength: 3 },
    ),
    filter: fc.tuple(hostileName, fc.constantFrom(...LOOKUP_SUFFIXES)),
    lookup: fc.tuple(fc.constantFrom('name', 'created', 'id', 'exit_code', 'paused'), hostileName),
    value: fc.oneof(hostileName, fc.constantFrom('true', '1', '2026-01-01')),
  })
  .map(({ ordering, filter, lookup, value }) => {
    const query = new URLSearchParams()
    query.set('ordering', ordering.join(','))
    query.set(filter.join(''), value)
    query.set(lookup.join('__'), value)
    return query.toString()
  })

describe('hostile names in list queries (property)', () => {
  it('are ignored on every list endpoint, as unknown names are', async () => {
    const paths = await listPaths()
    // Models, rasters, saved states, breaches, boundary conditions, organisations,
    // simulations, statuses, history, result files: a test that finds none proves nothing.
    expect(paths.length).toBeGreaterThanOrEqual(9)
    const baseline = new Map<string, unknown>()
    // `next` repeats the query, so the page itself is compared: its count and its records.
    const page = (body: unknown) => (isList(body) ? [body.count, body.results] : body)
    for (const path of paths) baseline.set(path, page((await get(path)).body))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), hostileQuery, async (path, query) => {
        const answer = await get(`${path}?${query}`)
        expect(answer.status, `${path}?${query}`).toBe(200)
        expect(page(answer.body)).toEqual(baseline.get(path))
      }),
      { numRuns: 200 },
    )
  })

  it('a boolean filter given a hostile value is malformed (400), not a match', async () => {
    for (const name of HOSTILE_KEYS) {
      const answer = await get(`/statuses/?paused=${name}`)
      expect(answer).toEqual({ status: 400, body: { paused: ['Must be a valid boolean.'] } })
    }
  })
})

import { defineListQuery } from './list-query'

export type Run = {
  id: number
  name: string
  created: string
  day: string
  exit_code: number | null
  finished: boolean | null
  tags: string[]
  simulation: { user: { username: string }; organisation: { name: string } }
}

const run = (
  id: number,
  name: string,
  created: string,
  exit_code: number | null,
  tags: string[],
  username: string,
  organisation: string,
): Run => ({
  id,
  name,
  created,
  day: created.slice(0, 10),
  exit_code,
  finished: exit_code === null ? null : exit_code === 0,
  tags,
  simulation: { user: { username }, organisation: { name: organisation } },
})

export const runs: Run[] = [
  run(
    1,
    'Dike breach north',
    '2025-01-15T08:30:00Z',
    0,
    ['breach', 'storm'],
    'modeller',
    'Polder Water Board',
  ),
  run(
    2,
    'dike breach south',
    '2025-01-31T23:59:59Z',
    1,
    ['breach'],
    'hydrologist',
    'Polder Water Board',
  ),
  run(3, 'Rain 100 mm', '2025-02-01T00:00:00Z', null, ['rain'], 'modeller', 'Polder Water Board'),
  run(4, 'Storm surge', '2024-12-31T12:00:00Z', 0, [], 'outsider', 'Coastal Consultants'),
  run(
    5,
    'Rain T100 İzmir',
    '2025-03-10T10:00:00+02:00',
    -3,
    ['rain', 'storm'],
    'planner',
    'polder water board',
  ),
]

export const runList = defineListQuery<Run>({
  fields: {
    name: { type: 'string', get: (record) => record.name },
    created: { type: 'datetime', get: (record) => record.created },
    day: { type: 'date', get: (record) => record.day },
    exit_code: { type: 'number', get: (record) => record.exit_code },
    finished: { type: 'boolean', get: (record) => record.finished },
    tags: { type: 'tags', get: (record) => record.tags },
    simulation__user__username: {
      type: 'string',
      get: (record) => record.simulation.user.username,
      lookups: ['exact', 'in'],
    },
    simulation__organisation__name: {
      type: 'string',
      get: (record) => record.simulation.organisation.name,
      lookups: ['exact', 'istartswith'],
    },
  },
  ordering: {
    id: (record) => record.id,
    name: (record) => record.name,
    created: (record) => Date.parse(record.created),
    exit_code: (record) => record.exit_code,
  },
  defaultOrdering: ['id'],
})

import { defineListQuery } from '@/mocks/filters/list-query'
import type { MockSimulation, MockStatus } from './types'

/** GET /simulations/ (api.md "List filtering"; decisions.md "Lists"). */
export const simulationListQuery = defineListQuery<MockSimulation>({
  fields: {
    id: { type: 'number', get: (simulation) => simulation.id },
    name: { type: 'string', get: (simulation) => simulation.name },
    created: { type: 'datetime', get: (simulation) => simulation.created },
    tags: { type: 'tags', get: (simulation) => simulation.tags },
    hydromodel_id: { type: 'number', get: (simulation) => simulation.hydromodel_id },
    user__username: { type: 'string', get: (simulation) => simulation.user },
    organisation__unique_id: { type: 'string', get: (simulation) => simulation.organisation },
    organisation__name: { type: 'string', get: (simulation) => simulation.organisation_name },
  },
  ordering: {
    id: (simulation) => simulation.id,
    name: (simulation) => simulation.name,
    created: (simulation) => simulation.created,
  },
  defaultOrdering: ['-created', '-id'],
})

/** A row of GET /statuses/: a simulation's latest status with the simulation it belongs to. */
export type StatusRow = { status: MockStatus; simulation: MockSimulation }

export const statusListQuery = defineListQuery<StatusRow>({
  fields: {
    id: { type: 'number', get: (row) => row.status.id },
    name: { type: 'string', get: (row) => row.status.name },
    created: { type: 'datetime', get: (row) => row.status.created },
    exit_code: { type: 'number', get: (row) => row.status.exit_code },
    paused: { type: 'boolean', get: (row) => row.status.paused },
    hydromodel_id: { type: 'number', get: (row) => row.simulation.hydromodel_id },
    simulation__id: { type: 'number', get: (row) => row.simulation.id },
    simulation__name: { type: 'string', get: (row) => row.simulation.name },
    simulation__tags: { type: 'tags', get: (row) => row.simulation.tags },
    simulation__user__username: { type: 'string', get: (row) => row.simulation.user },
    simulation__organisation__name: {
      type: 'string',
      get: (row) => row.simulation.organisation_name,
    },
    simulation__organisation__unique_id: {
      type: 'string',
      get: (row) => row.simulation.organisation,
    },
  },
  ordering: {
    id: (row) => row.status.id,
    created: (row) => row.status.created,
    exit_code: (row) => row.status.exit_code,
  },
  defaultOrdering: ['id'],
})

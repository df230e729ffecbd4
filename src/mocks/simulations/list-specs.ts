import { simulationListFilters, statusListFilters } from '@/api/simulations/list-filters'
import { declaredFields } from '@/mocks/filters/declared-fields'
import { defineListQuery, ID_FILTER, NEWEST_FIRST } from '@/mocks/filters/list-query'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

export const simulationListQuery = defineListQuery<MockSimulation>({
  fields: {
    ...declaredFields(simulationListFilters, {
      name: (simulation) => simulation.name,
      created: (simulation) => simulation.created,
      tags: (simulation) => simulation.tags,
      user__username: (simulation) => simulation.user,
      hydromodel__id: (simulation) => simulation.hydromodel_id,
    }),
    // Filters of the reference that the app does not offer.
    id: ID_FILTER,
    hydromodel_id: { type: 'number', get: (simulation) => simulation.hydromodel_id },
    organisation__unique_id: { type: 'string', get: (simulation) => simulation.organisation },
    organisation__name: { type: 'string', get: (simulation) => simulation.organisation_name },
  },
  ...NEWEST_FIRST,
})

export type StatusRow = { status: MockStatus; simulation: MockSimulation }

export const statusListQuery = defineListQuery<StatusRow>({
  fields: {
    ...declaredFields(statusListFilters, {
      name: (row) => row.status.name,
      paused: (row) => row.status.paused,
      exit_code: (row) => row.status.exit_code,
      simulation__user__username: (row) => row.simulation.user,
      simulation__organisation__name: (row) => row.simulation.organisation_name,
    }),
    // Filters of the reference that the app does not offer.
    id: { type: 'number', get: (row) => row.status.id },
    created: { type: 'datetime', get: (row) => row.status.created },
    hydromodel_id: { type: 'number', get: (row) => row.simulation.hydromodel_id },
    simulation__id: { type: 'number', get: (row) => row.simulation.id },
    simulation__name: { type: 'string', get: (row) => row.simulation.name },
    simulation__tags: { type: 'tags', get: (row) => row.simulation.tags },
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

import { costTypes, floodMonths } from '@/api/simulations/post-processing-schema'
import type { World } from '@/mocks/db/world'
import type { MockPostProcessing, MockSimulation } from '@/mocks/db/records'

type WithBasic = MockPostProcessing & { basic: NonNullable<MockPostProcessing['basic']> }

const HOUR_SECONDS = 3_600

/** Its damage settings are in the viewer's units, which the client does not read. */
export function postProcessingOverview(
  world: World,
  simulation: MockSimulation,
  record: WithBasic,
) {
  const model = world.models.find((candidate) => candidate.id === simulation.hydromodel_id)
  const user = world.users.find((candidate) => candidate.username === simulation.user)
  return {
    username: simulation.user,
    external_user_id: null,
    metadata_version: 1.0,
    start_time_sim: simulation.start_datetime,
    end_time_sim: simulation.end_datetime,
    results: {
      basic: record.basic.process_basic_results,
      damage_estimation: record.damage !== null,
      arrival_time: record.arrival !== null,
    },
    settings: { damage_estimation: damageSettings(record.damage) },
    model_name: model?.name ?? '',
    simulation_name: simulation.name,
    scenario_name: record.basic.scenario_name,
    model_id: simulation.hydromodel_id,
    model_revision_id: String(model?.revision_number ?? ''),
    email: user?.email ?? '',
    result_uuid: record.basic.result_uuid,
    organisation_uuid: simulation.organisation,
    simulation: simulation.id,
  }
}

function damageSettings(damage: MockPostProcessing['damage']) {
  if (!damage) return {}
  return {
    damage_table: 'damage_table_default',
    cost_type: costTypes.indexOf(damage.cost_type),
    flood_month: floodMonths.indexOf(damage.flood_month) + 1,
    inundation_period: Math.round(damage.inundation_period * HOUR_SECONDS),
    repair_time_infrastructure: damage.repair_time_infrastructure * HOUR_SECONDS,
    repair_time_buildings: damage.repair_time_buildings * HOUR_SECONDS,
  }
}

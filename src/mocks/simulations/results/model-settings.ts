import type { MockModel } from '@/mocks/db/records'

/**
 * The model-database settings the result files depend on (api.md "Result files of a
 * simulation"). Mock models store no database, so they are derived from the fixture kind:
 * a sewer model writes a snapshot every minute, the others every five minutes.
 */
export function outputTimeStep(model: MockModel): number {
  return model.fixture.kind === 'sewer' ? 60 : 300
}

/** `v2_aggregation_settings` of a mock model: one interval for every aggregated variable. */
export type AggregationSettings = { interval: number }

/**
 * Every mock model defines aggregation (hourly maxima and cumulative discharges) except the sewer
 * model (seed: model 3), so the demo shows a run with and a run without aggregate_results_hydro.nc.
 */
export function aggregationSettings(model: MockModel): AggregationSettings | null {
  return model.fixture.kind === 'sewer' ? null : { interval: 3600 }
}

import type { MockModel } from '@/mocks/db/records'

/** Mock models have no database: a sewer model writes every minute, the others every five. */
export function outputTimeStep(model: MockModel): number {
  return model.fixture.kind === 'sewer' ? 60 : 300
}

export type AggregationSettings = { interval: number }

/** Every model but the sewer one aggregates, so the demo has runs with and without the file. */
export function aggregationSettings(model: MockModel): AggregationSettings | null {
  return model.fixture.kind === 'sewer' ? null : { interval: 3600 }
}

import type { SimulationSettings } from '@/mocks/db/records'

const THREE_HOURS = 3 * 3600

/** A three-hour demo run takes about 20 s of real time, starting and post-processing included. */
export const DEFAULT_SIMULATION_SETTINGS: SimulationSettings = {
  simulatedSecondsPerSecond: THREE_HOURS / 15,
  startingSeconds: 2,
  endedSeconds: 1,
  postprocessingSeconds: 2,
  maxConcurrentRuns: 3,
}

export function defaultSimulationSettings(): SimulationSettings {
  return { ...DEFAULT_SIMULATION_SETTINGS }
}

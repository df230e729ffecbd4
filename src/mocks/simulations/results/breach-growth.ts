import type { RunBreach } from './run-input'

export type BreachGrowth = { depth: number; width: number }

/** Deepens evenly to its maximum depth and widens to three times its first width meanwhile. */
export function breachGrowthAt(breach: RunBreach, time: number): BreachGrowth {
  if (time < breach.offset) return { depth: 0, width: 0 }
  const progress = Math.min(1, (time - breach.offset) / Math.max(1, breach.durationTillMaxDepth))
  return {
    depth: breach.maximumBreachDepth * progress,
    width: breach.initialWidth * (1 + 2 * progress),
  }
}

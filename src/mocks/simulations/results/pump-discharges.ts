/** A pump as the grid lists it: capacity in L/s, levels (m) at its suction node. */
export type PumpSetting = { node: number; capacity: number; startLevel: number; stopLevel: number }

const LITRES = 1000

/** Full capacity at or above the start level, none at or below the stop level, linear between. */
export function pumpDischarges(pumps: PumpSetting[], levels1d: Float32Array): Float32Array {
  return Float32Array.from(pumps, ({ node, capacity, startLevel, stopLevel }) => {
    const level = levels1d[node] ?? Number.NaN
    const share = (level - stopLevel) / Math.max(0.01, startLevel - stopLevel)
    return (capacity / LITRES) * Math.min(1, Math.max(0, share))
  })
}

const LITRES = 1000

/** The water balance's pumped flow (m³/s), shared by capacity (L/s): results and balance agree. */
export function pumpDischarges(capacities: number[], pumped: number): Float32Array {
  const total = capacities.reduce((sum, capacity) => sum + capacity, 0)
  return Float32Array.from(capacities, (capacity) =>
    total > 0 ? Math.min(pumped * (capacity / total), capacity / LITRES) : 0,
  )
}

import type { Mesh } from './mesh-geometry'

/** How far a breach's water can have come: a front that starts wide and moves at walking pace. */
export const FRONT_START_METRES = 150
export const FRONT_METRES_PER_SECOND = 0.3
export const POOL_DEPTH = 1

/** A cone around the breach cell, of the smaller radius of the front and what holds the volume. */
export type BreachSpread = {
  radius(volume: number, sinceOpen: number): number
  addTo(depth: Float64Array, volume: number, sinceOpen: number): void
}

export function breachSpread(mesh: Mesh, cellIndex: number, cellArea: number): BreachSpread {
  const distance = distancesFrom(mesh, cellIndex)
  const sorted = Float64Array.from(distance).sort()
  // below[n]: the sum of the n smallest distances; with it the cone's weights sum in O(log n).
  const below = new Float64Array(sorted.length + 1)
  sorted.forEach((value, index) => (below[index + 1] = (below[index] ?? 0) + value))
  /** Σ max(0, 1 − d/R) over the cells: the cone's volume over a peak of 1 m on one cell. */
  const weightSum = (radius: number) => {
    const inside = countBelow(sorted, radius)
    return inside - (below[inside] ?? 0) / radius
  }
  const poolRadius = (volume: number) => {
    const needed = volume / (cellArea * POOL_DEPTH)
    if (needed >= sorted.length) return Number.POSITIVE_INFINITY
    let [low, high] = [0, 1]
    while (weightSum(high) < needed) high *= 2
    for (let round = 0; round < 60; round += 1) {
      const middle = (low + high) / 2
      if (weightSum(middle) < needed) low = middle
      else high = middle
    }
    return high
  }
  const radius = (volume: number, sinceOpen: number) =>
    Math.min(FRONT_START_METRES + FRONT_METRES_PER_SECOND * sinceOpen, poolRadius(volume))
  return {
    radius,
    addTo(depth, volume, sinceOpen) {
      if (volume <= 0) return
      const reach = radius(volume, sinceOpen)
      const peak = volume / (cellArea * weightSum(reach))
      for (let index = 0; index < distance.length; index += 1) {
        const weight = 1 - (distance[index] ?? reach) / reach
        if (weight > 0) depth[index] = (depth[index] ?? 0) + peak * weight
      }
    },
  }
}

function distancesFrom(mesh: Mesh, nodeIndex: number): Float64Array {
  const [x0, y0] = [mesh.nodeX[nodeIndex] ?? 0, mesh.nodeY[nodeIndex] ?? 0]
  const distances = new Float64Array(mesh.nodeX.length)
  for (let index = 0; index < distances.length; index += 1) {
    const dx = (mesh.nodeX[index] ?? 0) - x0
    const dy = (mesh.nodeY[index] ?? 0) - y0
    distances[index] = Math.sqrt(dx * dx + dy * dy)
  }
  return distances
}

function countBelow(values: Float64Array, limit: number): number {
  let [low, high] = [0, values.length]
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((values[middle] ?? limit) < limit) low = middle + 1
    else high = middle
  }
  return low
}

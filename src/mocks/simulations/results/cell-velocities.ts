import type { Mesh } from './mesh-geometry'

/** A cell's speed stays within what a polder's overland flow reaches. */
export const MAX_CELL_SPEED = 2

/** Each cell's velocity: the mean of its lines' velocities along each line's direction. */
export function cellVelocities(
  mesh: Mesh,
  u1: Float32Array,
): { ucx: Float32Array; ucy: Float32Array } {
  const cells = mesh.nodeIds.length
  const [ucx, ucy] = [new Float32Array(cells), new Float32Array(cells)]
  const lines = new Uint16Array(cells)
  const [sumX, sumY] = [new Float64Array(cells), new Float64Array(cells)]
  for (let index = 0; index < mesh.lineIds.length; index += 1) {
    const [a, b] = [mesh.lineFrom[index] ?? -1, mesh.lineTo[index] ?? -1]
    if (a < 0 || b < 0) continue
    const dx = (mesh.nodeX[b] ?? 0) - (mesh.nodeX[a] ?? 0)
    const dy = (mesh.nodeY[b] ?? 0) - (mesh.nodeY[a] ?? 0)
    const length = Math.hypot(dx, dy) || 1
    const [vx, vy] = [((u1[index] ?? 0) * dx) / length, ((u1[index] ?? 0) * dy) / length]
    for (const cell of [a, b]) {
      sumX[cell] = (sumX[cell] ?? 0) + vx
      sumY[cell] = (sumY[cell] ?? 0) + vy
      lines[cell] = (lines[cell] ?? 0) + 1
    }
  }
  for (let cell = 0; cell < cells; cell += 1) {
    const count = lines[cell] ?? 0
    if (count === 0) continue
    const [vx, vy] = [(sumX[cell] ?? 0) / count, (sumY[cell] ?? 0) / count]
    const scale = Math.min(1, MAX_CELL_SPEED / (Math.hypot(vx, vy) || 1))
    ucx[cell] = vx * scale
    ucy[cell] = vy * scale
  }
  return { ucx, ucy }
}

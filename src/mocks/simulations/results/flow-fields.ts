import type { BreachSite } from './breach-sites'
import type { Mesh, MeshGeometry } from './mesh-geometry'
import { INITIAL_1D_DEPTH, type WaterBalance } from './water-balance'

/** Water levels (m), velocities (m/s) and discharges (m3/s) of both meshes at one output time. */
export type FlowFields = {
  s1: Float32Array
  u1: Float32Array
  q: Float32Array
  s1Of1d: Float32Array
  u1Of1d: Float32Array
  qOf1d: Float32Array
}

/** How far a breach's water has spread: a front that starts wide and moves at walking pace. */
const FRONT_START_METRES = 150
const FRONT_METRES_PER_SECOND = 0.3
const MAX_VELOCITY = 3
const DRY_DEPTH = 0.001
const CROSS_SECTION_1D = 2

/**
 * Spreads the water balance's 2D storage over the cells: the breach share in a mound around each
 * breach cell (widening with time), the rest (rain, seepage, boundaries) evenly, so the summed
 * cell volumes equal the balance's storage. Velocities follow the water-level slopes.
 * Returns a sampler by output row; distances to the breaches are worked out once.
 */
export function createFlowFieldSampler(
  geometry: MeshGeometry,
  balance: WaterBalance,
  sites: BreachSite[],
): (rowIndex: number) => FlowFields {
  const { mesh2d, mesh1d, cellSize } = geometry
  const cellArea = cellSize * cellSize
  const cells = mesh2d.nodeIds.length
  const distances = sites.map((site) => distancesFrom(mesh2d, site.cellId - 1))
  const cumulativeBreach: number[] = []
  const cumulativeOther: number[] = []
  balance.rows.forEach((row, index) => {
    cumulativeBreach.push((cumulativeBreach[index - 1] ?? 0) + row.breach)
    cumulativeOther.push(
      (cumulativeOther[index - 1] ?? 0) + row.rain + row.lateral + row.boundaryIn,
    )
  })
  return (rowIndex) => {
    const row = balance.rows[rowIndex]
    const time = row?.time ?? 0
    const breachIn = cumulativeBreach[rowIndex] ?? 0
    const inflow = breachIn + (cumulativeOther[rowIndex] ?? 0)
    const storage2d = (row?.storage2d ?? 0) / 1000
    const breachVolume = inflow > 0 ? (storage2d * breachIn) / inflow : 0
    const depth = new Float64Array(cells).fill((storage2d - breachVolume) / (cells * cellArea))
    const open = sites.flatMap((site, index) =>
      site.breach.offset <= time ? [{ site, distance: distances[index] }] : [],
    )
    for (const { site, distance } of open) {
      if (!distance) continue
      const front = FRONT_START_METRES + FRONT_METRES_PER_SECOND * (time - site.breach.offset)
      addMound(depth, distance, front, breachVolume / open.length / cellArea)
    }
    const s1 = new Float32Array(cells)
    for (let index = 0; index < cells; index += 1) {
      s1[index] = (mesh2d.nodeZ[index] ?? 0) + (depth[index] ?? 0)
    }
    const storage1d = ((row?.storage1d ?? 0) - balance.initialStorage1d) / 1000
    const rise = storage1d / Math.max(1, balance.area1d)
    const s1Of1d = new Float32Array(mesh1d.nodeZ.length)
    for (let index = 0; index < s1Of1d.length; index += 1) {
      s1Of1d[index] = (mesh1d.nodeZ[index] ?? 0) + INITIAL_1D_DEPTH + rise
    }
    const flow2d = lineFlows(
      mesh2d,
      s1,
      (index) => depth[index] ?? 0,
      (h) => h * cellSize,
    )
    const flow1d = lineFlows(
      mesh1d,
      s1Of1d,
      () => INITIAL_1D_DEPTH + rise,
      () => CROSS_SECTION_1D,
    )
    return { s1, u1: flow2d.u1, q: flow2d.q, s1Of1d, u1Of1d: flow1d.u1, qOf1d: flow1d.q }
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

/** Adds `depth` (m of water over one cell, in total) in a mound that decays over `front` m. */
function addMound(depth: Float64Array, distance: Float64Array, front: number, total: number) {
  if (total <= 0) return
  const weights = new Float64Array(distance.length)
  let sum = 0
  for (let index = 0; index < weights.length; index += 1) {
    const weight = Math.exp(-(distance[index] ?? 0) / front)
    weights[index] = weight
    sum += weight
  }
  if (sum <= 0) return
  for (let index = 0; index < weights.length; index += 1) {
    depth[index] = (depth[index] ?? 0) + (total * (weights[index] ?? 0)) / sum
  }
}

/** A level slope drives each line: a Manning-like velocity, capped, over the upstream depth. */
function lineFlows(
  mesh: Mesh,
  s1: Float32Array,
  depthOf: (nodeIndex: number) => number,
  flowArea: (depth: number) => number,
): { u1: Float32Array; q: Float32Array } {
  const count = mesh.lineIds.length
  const u1 = new Float32Array(count)
  const q = new Float32Array(count)
  for (let index = 0; index < count; index += 1) {
    const a = mesh.lineFrom[index] ?? 0
    const b = mesh.lineTo[index] ?? 0
    const drop = (s1[a] ?? 0) - (s1[b] ?? 0)
    const upstream = depthOf(drop >= 0 ? a : b)
    if (upstream <= DRY_DEPTH) continue
    const slope = Math.abs(drop) / (mesh.lineLength[index] ?? 1)
    const speed = Math.min(MAX_VELOCITY, 25 * Math.cbrt(upstream * upstream) * Math.sqrt(slope))
    const velocity = Math.sign(drop) * speed
    u1[index] = velocity
    q[index] = velocity * flowArea(upstream)
  }
  return { u1, q }
}

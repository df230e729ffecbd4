import type { BreachSite } from './breach-sites'
import type { Mesh, MeshGeometry } from './mesh-geometry'
import { breachSpread } from './breach-spread'
import { cellVelocities } from './cell-velocities'
import { breachDischargeAt, breachHeadAt } from './breach-weir'
import { INITIAL_1D_DEPTH, type WaterBalance } from './water-balance'

export type FlowFields = {
  s1: Float32Array
  u1: Float32Array
  q: Float32Array
  s1Of1d: Float32Array
  u1Of1d: Float32Array
  qOf1d: Float32Array
  /** Cell-centre velocity components of the 2D cells (m/s). */
  ucx: Float32Array
  ucy: Float32Array
}

const MAX_VELOCITY = 3
const DRY_DEPTH = 0.001
const CROSS_SECTION_1D = 2
const LITRES = 1000

/** Cell volumes sum to the 2D storage: the polder's own water evenly, breach water in pools. */
export function createFlowFieldSampler(
  geometry: MeshGeometry,
  balance: WaterBalance,
  sites: BreachSite[],
): (rowIndex: number) => FlowFields {
  const { mesh2d, mesh1d, cellSize } = geometry
  const cellArea = cellSize * cellSize
  const cells = mesh2d.nodeIds.length
  const spreads = sites.map((site) => breachSpread(geometry, site))
  const times = balance.rows.map((row) => row.time)
  const shares = breachShares(sites, times)
  const cumulativeBreach: number[] = []
  balance.rows.forEach((row, index) => {
    cumulativeBreach.push((cumulativeBreach[index - 1] ?? 0) + row.breach)
  })
  return (rowIndex) => {
    const row = balance.rows[rowIndex]
    const time = row?.time ?? 0
    const storage2d = row?.storage2d ?? 0
    const excess = (row?.storage1d ?? 0) - balance.initialStorage1d + storage2d
    const ownWater = Math.min(excess, Math.max(0, excess - (cumulativeBreach[rowIndex] ?? 0)))
    const ownWater2d = excess > 0 ? (ownWater * storage2d) / excess / LITRES : 0
    const breachWater2d = storage2d / LITRES - ownWater2d
    const depth = new Float64Array(cells).fill(cells > 0 ? ownWater2d / (cells * cellArea) : 0)
    sites.forEach((site, index) => {
      const share = shares[rowIndex]?.[index] ?? 0
      const sinceOpen = time - site.breach.offset
      // Over a broad-crested weir the water runs at critical depth, two thirds of the head.
      const inflowDepth = (2 / 3) * breachHeadAt(site, time)
      spreads[index]?.addTo(depth, breachWater2d * share, sinceOpen, inflowDepth)
    })
    const s1 = new Float32Array(cells)
    for (let index = 0; index < cells; index += 1) {
      s1[index] = (mesh2d.nodeZ[index] ?? 0) + (depth[index] ?? 0)
    }
    const storage1d = ((row?.storage1d ?? 0) - balance.initialStorage1d) / LITRES
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
    return {
      s1,
      u1: flow2d.u1,
      q: flow2d.q,
      s1Of1d,
      u1Of1d: flow1d.u1,
      qOf1d: flow1d.q,
      ...cellVelocities(mesh2d, flow2d.u1),
    }
  }
}

const SHARE_STEP = 60

function breachShares(sites: BreachSite[], times: number[]): number[][] {
  const volumes = sites.map(() => 0)
  let time = 0
  return times.map((until) => {
    while (time < until) {
      const dt = Math.min(SHARE_STEP, until - time)
      sites.forEach((site, index) => {
        volumes[index] = (volumes[index] ?? 0) + breachDischargeAt(site, time) * dt
      })
      time += dt
    }
    const total = volumes.reduce((sum, volume) => sum + volume, 0)
    return volumes.map((volume) => (total > 0 ? volume / total : 0))
  })
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

import { breachGrowthAt } from './breach-growth'
import { breachSitesOf } from './breach-sites'
import { breachDischargeAt } from './breach-weir'
import type { FlowFields } from './flow-fields'
import type { MeshGeometry } from './mesh-geometry'
import { FILL_VALUE } from './mesh-variables'
import { pumpDischarges } from './pump-discharges'
import type { ResultRun } from './run-input'

/** The 1D line values run over the 1D network's lines, then the 1D-2D lines (mesh1dLines). */
export type WrittenFields = FlowFields & {
  breachDepth: Float32Array
  breachWidth: Float32Array
  pumpQ: Float32Array
}

/** The flow fields as the platform writes them: a dry cell's level is its fill value. */
export function writtenFieldsOf(
  run: ResultRun,
  geometry: MeshGeometry,
): (field: FlowFields, time: number, pumped: number) => WrittenFields {
  const { mesh2d, mesh1d, connections, pumps } = geometry
  const sites = breachSitesOf(run)
  const opened = Array.from(connections.lineIds, (id) =>
    sites.find((site) => site.breach.lineId === id),
  )
  const links = mesh1d.lineIds.length
  const lines = links + opened.length
  const capacities = pumps.map((pump) => pump.capacity)
  return (field, time, pumped) => {
    const s1 = Float32Array.from(field.s1, (level, index) =>
      level > (mesh2d.nodeZ[index] ?? -Infinity) ? level : FILL_VALUE,
    )
    // A dry cell has no velocity, as it has no level.
    const wetOnly = (values: Float32Array) =>
      Float32Array.from(values, (value, index) => (s1[index] === FILL_VALUE ? FILL_VALUE : value))
    const [q, u1] = [new Float32Array(lines), new Float32Array(lines)]
    q.set(field.qOf1d)
    u1.set(field.u1Of1d)
    // Lines that are not a breach opened in this run have no breach depth or width.
    const depth = new Float32Array(lines).fill(FILL_VALUE)
    const width = new Float32Array(lines).fill(FILL_VALUE)
    opened.forEach((site, index) => {
      const line = links + index
      if (!site) return
      const growth = breachGrowthAt(site.breach, time)
      // Water enters from the 1D node, against the line's direction (cell to node).
      q[line] = -breachDischargeAt(site, time)
      const area = growth.depth * growth.width
      u1[line] = area > 0 ? (q[line] ?? 0) / area : 0
      depth[line] = growth.depth
      width[line] = growth.width
    })
    return {
      ...field,
      s1,
      ucx: wetOnly(field.ucx),
      ucy: wetOnly(field.ucy),
      qOf1d: q,
      u1Of1d: u1,
      breachDepth: depth,
      breachWidth: width,
      pumpQ: pumpDischarges(capacities, pumped),
    }
  }
}

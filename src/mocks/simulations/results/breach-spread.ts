import type { BreachSite } from './breach-sites'
import type { MeshGeometry } from './mesh-geometry'

/** How far a breach's water can have come: a front that starts wide and moves at walking pace. */
export const FRONT_START_METRES = 150
export const FRONT_METRES_PER_SECOND = 0.3
const CENTIMETRES = 100
const INDEX_BITS = 2 ** 21
const LEVEL_OFFSET = 2 ** 20

/** A level pool behind the breach: the lowest ground the water can reach fills first. */
export type BreachSpread = {
  /** 0-based index of the cell inside the dike where the water comes in. */
  entry: number
  /** `inflowDepth`: the water pouring over the sill, which stands on the entry cell. */
  addTo(depth: Float64Array, volume: number, sinceOpen: number, inflowDepth: number): void
}

/** docs/records/0045-flood-scheme.md: reach by steps over ground below the outside water. */
export function breachSpread(geometry: MeshGeometry, site: BreachSite): BreachSpread {
  const { mesh2d, cellSize } = geometry
  const bottom = mesh2d.nodeZ
  const cellArea = cellSize * cellSize
  const entry = entryCell(geometry, site.cellId - 1, site.outsideLevel)
  const steps = stepsFrom(geometry, entry, site.outsideLevel)
  // Reachable cells but the entry, lowest first: a level (whole cm) and the index in one number.
  const keys: number[] = []
  steps.forEach((step, index) => {
    if (step <= 0) return
    const level = Math.round((bottom[index] ?? 0) * CENTIMETRES) + LEVEL_OFFSET
    keys.push(level * INDEX_BITS + index)
  })
  const order = Int32Array.from(Float64Array.from(keys).sort(), (key) => key % INDEX_BITS)
  const pooled = new Int32Array(order.length)
  const fill = (depthOver: number, reach: number) => {
    let [count, sum] = [0, 0]
    for (const index of order) {
      if ((steps[index] ?? 0) > reach) continue
      const ground = bottom[index] ?? 0
      if (count > 0 && count * ground - sum >= depthOver) break
      pooled[count] = index
      count += 1
      sum += ground
    }
    return { count, level: (depthOver + sum) / Math.max(1, count) }
  }
  return {
    entry,
    addTo(depth, volume, sinceOpen, inflowDepth) {
      if (volume <= 0) return
      const onEntry =
        order.length > 0 ? Math.min(inflowDepth, volume / cellArea) : volume / cellArea
      depth[entry] = (depth[entry] ?? 0) + onEntry
      const rest = volume / cellArea - onEntry
      if (rest <= 0) return
      const reach = (FRONT_START_METRES + FRONT_METRES_PER_SECOND * sinceOpen) / cellSize
      let pool = fill(rest, reach)
      // Water never stands above the outside level: then it has run past the front.
      if (pool.count === 0 || pool.level > site.outsideLevel) pool = fill(rest, Infinity)
      for (let index = 0; index < pool.count; index += 1) {
        const cell = pooled[index] ?? 0
        depth[cell] = (depth[cell] ?? 0) + pool.level - (bottom[cell] ?? 0)
      }
    },
  }
}

/** From the breach's cell on the dike, inward towards the grid's middle to the first low cell. */
function entryCell({ mesh2d, grid }: MeshGeometry, cell: number, below: number): number {
  const { columns, rows, mask } = grid
  const place = mask.places[cell] ?? 0
  const [column, row] = [place % columns, Math.floor(place / columns)]
  const [dx, dy] = [(columns - 1) / 2 - column, (rows - 1) / 2 - row]
  const length = Math.max(1, Math.hypot(dx, dy))
  for (let step = 0; step <= length; step += 1) {
    const at =
      (mask.ids[
        Math.round(row + (dy * step) / length) * columns + Math.round(column + (dx * step) / length)
      ] ?? 0) - 1
    if (at >= 0 && (mesh2d.nodeZ[at] ?? Infinity) < below) return at
  }
  return cell
}

/** Steps over the grid's sides from the entry, through cells lower than `below`; −1 unreached. */
function stepsFrom({ mesh2d, grid }: MeshGeometry, entry: number, below: number): Int32Array {
  const { columns, mask } = grid
  const cells = mesh2d.nodeIds.length
  const steps = new Int32Array(cells).fill(-1)
  const queue = new Int32Array(cells)
  let [head, tail] = [0, 0]
  steps[entry] = 0
  queue[tail++] = entry
  while (head < tail) {
    const cell = queue[head++] ?? 0
    const place = mask.places[cell] ?? 0
    const column = place % columns
    const next = (steps[cell] ?? 0) + 1
    for (const side of [
      column > 0 ? place - 1 : -1,
      column < columns - 1 ? place + 1 : -1,
      place - columns,
      place + columns,
    ]) {
      const neighbour = side < 0 ? -1 : (mask.ids[side] ?? 0) - 1
      if (neighbour < 0 || steps[neighbour] !== -1) continue
      if ((mesh2d.nodeZ[neighbour] ?? Infinity) >= below) continue
      steps[neighbour] = next
      queue[tail++] = neighbour
    }
  }
  return steps
}

import type { CutCells } from './grid-pbf'
import { GRID_TILES_MAX_ZOOM } from './grid-tiles-api'

/** geojson-vt's own arithmetic without its index (docs/records/0034-grid-tiles-cut-directly.md). */

export const EXTENT = 4096
const BUFFER = 64
const TOLERANCE = 3
/** geojson-vt's storage space: world [0, 1] → [-S/2, S/2] in quanta. */
const S = EXTENT * 2 ** GRID_TILES_MAX_ZOOM
const O = 0.5
/** Simplification weight of a point always kept (geojson-vt's KEEP_Z). */
const KEEP = 0x7fffffff
const SQ_TOLERANCE = ((TOLERANCE * S) / (2 ** GRID_TILES_MAX_ZOOM * EXTENT)) ** 2

/** A ring of five points (the last repeats the first): ring size, bounding box, x y weight × 5. */
export const SHAPE_STRIDE = 5 + 15

function projectX(lon: number): number {
  return (lon / 360 + 0.5 - O) * S
}

function projectY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180)
  const y2 = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI
  const yc = y2 < 0 ? 0 : y2 > 1 ? 1 : y2
  return (yc - O) * S
}

function sqSegDist(px: number, py: number, x: number, y: number, bx: number, by: number): number {
  let dx = bx - x
  let dy = by - y
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy)
    if (t > 1) {
      x = bx
      y = by
    } else if (t > 0) {
      x += dx * t
      y += dy * t
    }
  }
  dx = px - x
  dy = py - y
  return dx * dx + dy * dy
}

function simplify(coords: Int32Array, first: number, last: number): void {
  let maxSqDist = SQ_TOLERANCE
  const mid = first + ((last - first) >> 1)
  let minPosToMid = last - first
  let index = -1
  const ax = coords[first] ?? 0
  const ay = coords[first + 1] ?? 0
  const bx = coords[last] ?? 0
  const by = coords[last + 1] ?? 0
  for (let i = first + 3; i < last; i += 3) {
    const d = sqSegDist(coords[i] ?? 0, coords[i + 1] ?? 0, ax, ay, bx, by)
    if (d > maxSqDist) {
      index = i
      maxSqDist = d
    } else if (d === maxSqDist) {
      const posToMid = Math.abs(i - mid)
      if (posToMid < minPosToMid) {
        index = i
        minPosToMid = posToMid
      }
    }
  }
  if (maxSqDist > SQ_TOLERANCE) {
    if (index - first > 3) simplify(coords, first, index)
    coords[index + 2] = Math.min(Math.sqrt(maxSqDist), KEEP)
    if (last - index > 3) simplify(coords, index, last)
  }
}

/** As geojson-vt's convert stores an outer ring: quantized, clockwise on screen, weighted. */
export function writeShape(shapes: Int32Array, offset: number, ring: ArrayLike<number>): void {
  const coords = offset + 5
  let size = 0
  let [x0, y0] = [0, 0]
  for (let j = 0; j < 5; j += 1) {
    const x = Math.floor(projectX(ring[2 * j] ?? 0) + 0.5)
    const y = Math.floor(projectY(ring[2 * j + 1] ?? 0) + 0.5)
    shapes[coords + 3 * j] = x
    shapes[coords + 3 * j + 1] = y
    shapes[coords + 3 * j + 2] = 0
    if (j > 0) size += (x0 * y - x * y0) / 2
    x0 = x
    y0 = y
  }
  if (size < 0) {
    // An outer ring: geojson-vt reverses it (weights are not set yet).
    for (let k = 0; k < 2; k += 1) {
      const [i, j] = [coords + 3 * k, coords + 3 * (4 - k)]
      for (let axis = 0; axis < 2; axis += 1) {
        const kept = shapes[i + axis] ?? 0
        shapes[i + axis] = shapes[j + axis] ?? 0
        shapes[j + axis] = kept
      }
    }
    size = -size
  }
  const last = coords + 12
  shapes[coords + 2] = KEEP
  simplify(shapes, coords, last)
  shapes[last + 2] = KEEP
  shapes[offset] = Math.sign(size) * Math.sqrt(Math.abs(size))
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (let j = 0; j < 5; j += 1) {
    const x = shapes[coords + 3 * j] ?? 0
    const y = shapes[coords + 3 * j + 1] ?? 0
    minX = Math.min(minX, x)
    minY = Math.min(minY, y)
    maxX = Math.max(maxX, x)
    maxY = Math.max(maxY, y)
  }
  shapes.set([minX, minY, maxX, maxY], offset + 1)
}

function clipBox(z: number, x: number, y: number): [number, number, number, number] {
  const step = S / 2 ** z
  const buffer = (BUFFER * step) / EXTENT
  const left = (x / 2 ** z - O) * S
  const top = (y / 2 ** z - O) * S
  return [left - buffer, left + step + buffer, top - buffer, top + step + buffer]
}

/** geojson-vt's polygon clipping (Sutherland-Hodgman) of one ring between k1 and k2 on an axis. */
function clipRing(ring: readonly number[], k1: number, k2: number, axis: 0 | 1): number[] {
  const out: number[] = []
  const intersect = (ax: number, ay: number, bx: number, by: number, k: number) => {
    if (axis === 0) {
      const t = (k - ax) / (bx - ax)
      out.push(k, Math.floor(ay + (by - ay) * t + 0.5), KEEP)
    } else {
      const t = (k - ay) / (by - ay)
      out.push(Math.floor(ax + (bx - ax) * t + 0.5), k, KEEP)
    }
  }
  for (let i = 0; i < ring.length - 3; i += 3) {
    const [ax = 0, ay = 0, az = 0, bx = 0, by = 0] = ring.slice(i, i + 5)
    const a = axis === 0 ? ax : ay
    const b = axis === 0 ? bx : by
    if (a < k1) {
      if (b >= k1) intersect(ax, ay, bx, by, k1)
    } else if (a > k2) {
      if (b <= k2) intersect(ax, ay, bx, by, k2)
    } else {
      out.push(ax, ay, az)
    }
    if (b < k1 && a >= k1) intersect(ax, ay, bx, by, k1)
    if (b > k2 && a <= k2) intersect(ax, ay, bx, by, k2)
  }
  const last = ring.length - 3
  const a = ring[last + axis] ?? 0
  if (a >= k1 && a <= k2) out.push(ring[last] ?? 0, ring[last + 1] ?? 0, ring[last + 2] ?? 0)
  const n = out.length
  if (n >= 6 && (out[n - 3] !== out[0] || out[n - 2] !== out[1])) {
    out.push(out[0] ?? 0, out[1] ?? 0, out[2] ?? 0)
  }
  return out
}

type Box = [number, number, number, number]

function boxOf(ring: readonly number[]): Box {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity]
  for (let i = 0; i < ring.length; i += 3) {
    const [x = 0, y = 0] = [ring[i], ring[i + 1]]
    box[0] = Math.min(box[0], x)
    box[1] = Math.min(box[1], y)
    box[2] = Math.max(box[2], x)
    box[3] = Math.max(box[3], y)
  }
  return box
}

/** Clipped at each zoom from 1 to z, as geojson-vt's drill-down clips it. */
function clipDown(ring: number[], z: number, x: number, y: number): number[] | null {
  let box = boxOf(ring)
  for (let level = 1; level <= z; level += 1) {
    const shift = z - level
    const [x1, x2, y1, y2] = clipBox(level, x >> shift, y >> shift)
    for (const [axis, k1, k2] of [
      [0, x1, x2],
      [1, y1, y2],
    ] as const) {
      const [min, max] = axis === 0 ? [box[0], box[2]] : [box[1], box[3]]
      if (min >= k1 && max < k2) continue
      if (max < k1 || min >= k2) return null
      ring = clipRing(ring, k1, k2, axis)
      if (ring.length === 0) return null
      box = boxOf(ring)
    }
  }
  return ring
}

/** Rings under the zoom's tolerance are dropped and light points left out, as geojson-vt does. */
export function cutShapes(
  shapes: Int32Array,
  count: number,
  [z, x, y]: readonly [number, number, number],
  feature: { ids: ArrayLike<number>; values: ArrayLike<number>; index: readonly number[] },
  cut: CutCells,
): void {
  const [x1, x2, y1, y2] = z === 0 ? [-Infinity, Infinity, -Infinity, Infinity] : clipBox(z, x, y)
  const tolerance = z === GRID_TILES_MAX_ZOOM ? 0 : (TOLERANCE * S) / (2 ** z * EXTENT)
  const z2 = 2 ** z
  const { coords } = cut
  for (let index = 0; index < count; index += 1) {
    const offset = index * SHAPE_STRIDE
    const minX = shapes[offset + 1] ?? 0
    const minY = shapes[offset + 2] ?? 0
    const maxX = shapes[offset + 3] ?? 0
    const maxY = shapes[offset + 4] ?? 0
    if (maxX < x1 || minX >= x2 || maxY < y1 || minY >= y2) continue
    if (Math.abs(shapes[offset] ?? 0) < tolerance) continue
    // A ring within the box is read where it is stored; one across its edge is clipped first.
    let ring: ArrayLike<number> = shapes
    let from = offset + 5
    let to = offset + SHAPE_STRIDE
    if (!(minX >= x1 && maxX < x2 && minY >= y1 && maxY < y2)) {
      const clipped = clipDown(Array.from(shapes.subarray(from, to)), z, x, y)
      if (!clipped) continue
      ring = clipped
      from = 0
      to = clipped.length
    }
    for (let i = from; i < to; i += 3) {
      if (tolerance !== 0 && (ring[i + 2] ?? 0) <= tolerance) continue
      coords.push(
        Math.round(EXTENT * (((ring[i] ?? 0) / S + O) * z2 - x)),
        Math.round(EXTENT * (((ring[i + 1] ?? 0) / S + O) * z2 - y)),
      )
    }
    const rect = feature.index[index] ?? 0
    cut.ids.push(feature.ids[rect] ?? 0)
    cut.values.push(feature.values[rect] ?? 0)
    cut.ends.push(coords.length)
  }
}

import type { CrsConverter } from '@/lib/crs/crs'
import type { GridCells } from './grid-cells'
import { buildLevel, levelForZoom, type LevelRects } from './grid-levels'

export type Bounds = [number, number, number, number]

export type RegionIndex<Region> = {
  widest: number
  regionSize: number
  regionColumns: number
  regions: Map<number, Region>
}

export type RegionLevel<Region> = RegionIndex<Region> & { rects: LevelRects }

const REGION_BLOCKS = 32

function indexRegions<Region extends { rects: number[] }>(
  rects: LevelRects,
  extent: Bounds,
): RegionLevel<Region> {
  const regionSize = rects.blockSize * REGION_BLOCKS
  const regionColumns = Math.ceil((extent[2] - extent[0]) / regionSize) + 1
  const regions = new Map<number, Region>()
  let widest = 0
  for (let index = 0; index < rects.count; index += 1) {
    const column = Math.floor(((rects.xmin[index] ?? 0) - extent[0]) / regionSize)
    const row = Math.floor(((rects.ymin[index] ?? 0) - extent[1]) / regionSize)
    const key = row * regionColumns + column
    let region = regions.get(key)
    if (!region) regions.set(key, (region = { rects: [] } as unknown as Region))
    region.rects.push(index)
    widest = Math.max(widest, rects.size[index] ?? 0)
  }
  return { rects, widest, regionSize, regionColumns, regions }
}

function regionLevels<Region extends { rects: number[] }>(grid: GridCells, extent: Bounds) {
  const levels = new Map<number, RegionLevel<Region>>()
  const maxLevel = Math.max(0, Math.ceil(Math.log2((extent[2] - extent[0]) / grid.gridSpace)))
  return (z: number, bounds: Bounds): RegionLevel<Region> => {
    const latitude = (bounds[1] + bounds[3]) / 2
    const level = Math.min(maxLevel, levelForZoom(grid.gridSpace, z, latitude))
    let created = levels.get(level)
    if (!created)
      levels.set(level, (created = indexRegions<Region>(buildLevel(grid, level), extent)))
    return created
  }
}

/** The level a tile draws and its regions under the tile; null for a tile beside the grid. */
export function tileRegions<Region extends { rects: number[] }>(
  grid: GridCells,
  converter: CrsConverter,
  extent: Bounds,
) {
  const levelFor = regionLevels<Region>(grid, extent)
  const lonLatExtent = lonLatBounds(converter, extent)
  return (z: number, x: number, y: number) => {
    const bounds = intersection(tileBounds(z, x, y), lonLatExtent)
    if (!bounds) return null
    const level = levelFor(z, bounds)
    return { level, regions: regionsUnder(level, nativeBounds(converter, bounds), extent) }
  }
}

export function intersection(a: Bounds, b: Bounds): Bounds | null {
  const result: Bounds = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ]
  return result[0] <= result[2] && result[1] <= result[3] ? result : null
}

/** A projection bends straight edges: the corners alone can fall short of them. */
function projectedBox(
  [west, south, east, north]: Bounds,
  project: (point: [number, number]) => readonly [number, number],
): Bounds {
  const [midX, midY] = [(west + east) / 2, (south + north) / 2]
  const points = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [midX, south],
    [midX, north],
    [west, midY],
    [east, midY],
  ].map(([x = 0, y = 0]) => project([x, y]))
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}

export function lonLatBounds(converter: CrsConverter, extent: Bounds): Bounds {
  const [west, south, east, north] = projectedBox(extent, (point) => converter.inverse(point))
  const margin = 0.001
  return [west - margin, south - margin, east + margin, north + margin]
}

export function* regionsUnder<Region>(
  level: RegionIndex<Region>,
  [west, south, east, north]: [number, number, number, number],
  extent: [number, number, number, number],
): Generator<Region> {
  const { regionSize, regionColumns, regions, widest } = level
  // A rectangle belongs to the region of its south-west corner, so look back by the widest one.
  const fromColumn = Math.max(0, Math.floor((west - widest - extent[0]) / regionSize))
  const toColumn = Math.min(regionColumns - 1, Math.floor((east - extent[0]) / regionSize))
  const fromRow = Math.max(0, Math.floor((south - widest - extent[1]) / regionSize))
  const toRow = Math.floor((north - extent[1]) / regionSize)
  for (let row = fromRow; row <= toRow; row += 1) {
    for (let column = fromColumn; column <= toColumn; column += 1) {
      const region = regions.get(row * regionColumns + column)
      if (region) yield region
    }
  }
}

export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const scale = 2 ** z
  const lon = (column: number) => (column / scale) * 360 - 180
  const lat = (row: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / scale))) * 180) / Math.PI
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)]
}

export function nativeBounds(converter: CrsConverter, tile: Bounds): Bounds {
  return projectedBox(tile, (point) => converter.forward(point))
}

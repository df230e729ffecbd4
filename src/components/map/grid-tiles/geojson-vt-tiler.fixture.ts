// The tiler as it was until decision 0034 (docs/decisions/0034-grid-tiles-cut-directly.md): geojson-vt
// indexes each region and vt-pbf writes the tile. Kept, unchanged but for its name, as the reference the
// direct cut (grid-tiler.ts) is compared with byte for byte in grid-tiler.test.ts; the app never loads it.
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, Polygon } from 'geojson'
import GeoJSONVT, { type LegacyFeature } from 'geojson-vt'
import { crsConverter, type CrsConverter } from '@/lib/crs/crs'
import type { GridCells } from './grid-cells'
import { buildLevel, levelForZoom, type LevelRects } from './grid-levels'
import { CELLS_TILE_LAYER, GRID_TILES_MAX_ZOOM } from './grid-tiles-api'

/** A region holds at most this many blocks across, so one geojson-vt index stays small. */
const REGION_BLOCKS = 32
const EXTENT = 4096

type Region = { rects: number[]; index?: GeoJSONVT }
type Level = {
  rects: LevelRects
  /** The widest rectangle: how far one reaches beyond the region of its south-west corner. */
  widest: number
  regionSize: number
  regionColumns: number
  regions: Map<number, Region>
}

type GridTiler = { tile: (z: number, x: number, y: number) => Uint8Array; cellCount: number }

/**
 * Cuts a grid into vector tiles on demand. A tile draws the level its zoom can show (grid-levels),
 * and only the regions of that level under the tile are projected and indexed, each region once:
 * zooming into a corner of a million-cell grid never touches the rest of it.
 */
export function createGeojsonVtTiler(grid: GridCells): GridTiler {
  // A model without 2D: nothing to place, so its coordinate system does not matter either.
  if (grid.count === 0) return { tile: emptyTile, cellCount: 0 }
  const converter = crsConverter(grid.crs)
  const levels = new Map<number, Level>()
  const extent = gridExtent(grid)
  const lonLatExtent = lonLatBounds(converter, extent)

  const levelOf = (level: number): Level => {
    const cached = levels.get(level)
    if (cached) return cached
    const rects = buildLevel(grid, level)
    const regionSize = rects.blockSize * REGION_BLOCKS
    const regionColumns = Math.ceil((extent[2] - extent[0]) / regionSize) + 1
    const regions = new Map<number, Region>()
    for (let index = 0; index < rects.count; index += 1) {
      const key = regionKey(rects.xmin[index] ?? 0, rects.ymin[index] ?? 0)
      const region = regions.get(key) ?? { rects: [] }
      region.rects.push(index)
      regions.set(key, region)
    }
    function regionKey(x: number, y: number): number {
      const column = Math.floor((x - extent[0]) / regionSize)
      const row = Math.floor((y - extent[1]) / regionSize)
      return row * regionColumns + column
    }
    const widest = rects.size.reduce((max, size) => Math.max(max, size), 0)
    const created = { rects, widest, regionSize, regionColumns, regions }
    levels.set(level, created)
    return created
  }

  const tile = (z: number, x: number, y: number): Uint8Array => {
    const bounds = intersection(tileBounds(z, x, y), lonLatExtent)
    if (!bounds) return emptyTile()
    const latitude = (bounds[1] + bounds[3]) / 2
    const maxLevel = Math.max(0, Math.ceil(Math.log2((extent[2] - extent[0]) / grid.gridSpace)))
    const level = levelOf(Math.min(maxLevel, levelForZoom(grid.gridSpace, z, latitude)))
    const features: LegacyFeature[] = []
    for (const region of regionsUnder(level, nativeBounds(converter, bounds), extent)) {
      region.index ??= new GeoJSONVT(
        { type: 'FeatureCollection', features: region.rects.map((i) => rectFeature(level, i)) },
        { maxZoom: GRID_TILES_MAX_ZOOM, extent: EXTENT, buffer: 64, indexMaxZoom: 4 },
      )
      const cut = region.index.getTile(z, x, y)
      if (cut) features.push(...cut.features)
    }
    return encodeTile(features)
  }

  const rectFeature = ({ rects }: Level, index: number): Feature<Polygon> => {
    const x0 = rects.xmin[index] ?? 0
    const y0 = rects.ymin[index] ?? 0
    const size = rects.size[index] ?? 0
    const corners = [
      [x0, y0],
      [x0 + size, y0],
      [x0 + size, y0 + size],
      [x0, y0 + size],
      [x0, y0],
    ] as const
    const id = rects.ids[index] ?? 0
    return {
      type: 'Feature',
      ...(id > 0 ? { id } : {}),
      geometry: { type: 'Polygon', coordinates: [corners.map((xy) => converter.inverse(xy))] },
      properties: id > 0 ? { id } : { merged_cells: rects.cells[index] ?? 0 },
    }
  }

  return { tile, cellCount: grid.count }
}

type Bounds = [number, number, number, number]

function encodeTile(features: LegacyFeature[]): Uint8Array {
  // vt-pbf types its input as @maplibre/geojson-vt's tile: the same legacy shape geojson-vt 5 gives.
  const layers = { [CELLS_TILE_LAYER]: { features } } as unknown as Parameters<
    typeof fromGeojsonVt
  >[0]
  return fromGeojsonVt(layers, { version: 2, extent: EXTENT })
}

const emptyTile = () => encodeTile([])

function intersection(a: Bounds, b: Bounds): Bounds | null {
  const result: Bounds = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ]
  return result[0] <= result[2] && result[1] <= result[3] ? result : null
}

/** lon/lat bounds of the grid, from its projected corners and edge middles, a little wider. */
function lonLatBounds(converter: CrsConverter, [west, south, east, north]: Bounds): Bounds {
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
  ].map(([x = 0, y = 0]) => converter.inverse([x, y]))
  const lons = points.map(([lon]) => lon)
  const lats = points.map(([, lat]) => lat)
  const margin = 0.001
  return [
    Math.min(...lons) - margin,
    Math.min(...lats) - margin,
    Math.max(...lons) + margin,
    Math.max(...lats) + margin,
  ]
}

function gridExtent(grid: GridCells): [number, number, number, number] {
  let [maxX, maxY] = [-Infinity, -Infinity]
  for (let index = 0; index < grid.count; index += 1) {
    maxX = Math.max(maxX, grid.xmax[index] ?? 0)
    maxY = Math.max(maxY, grid.ymax[index] ?? 0)
  }
  return [grid.origin[0], grid.origin[1], maxX, maxY]
}

function* regionsUnder(
  level: Level,
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

/** west, south, east, north of a web-mercator tile, lon/lat. */
function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const scale = 2 ** z
  const lon = (column: number) => (column / scale) * 360 - 180
  const lat = (row: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / scale))) * 180) / Math.PI
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)]
}

/** The tile's bounds in the model's system: its corners and edge middles, projected. */
function nativeBounds(converter: CrsConverter, [west, south, east, north]: Bounds): Bounds {
  const [midLon, midLat] = [(west + east) / 2, (south + north) / 2]
  const points = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [midLon, south],
    [midLon, north],
    [west, midLat],
    [east, midLat],
  ].map(([lon = 0, lat = 0]) => converter.forward([lon, lat]))
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
}

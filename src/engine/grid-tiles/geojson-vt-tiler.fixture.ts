// The tiler before docs/records/0034-grid-tiles-cut-directly.md: grid-tiler.test.ts's reference.
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, Polygon } from 'geojson'
import GeoJSONVT, { type LegacyFeature } from 'geojson-vt'
import { crsConverter } from '@/lib/crs/crs'
import { gridExtent, type GridCells } from './grid-cells'
import { buildLevel, levelForZoom, type LevelRects } from './grid-levels'
import { CELLS_TILE_LAYER, GRID_TILES_MAX_ZOOM } from './grid-tiles-api'
import { intersection, lonLatBounds, nativeBounds, regionsUnder, tileBounds } from './tile-regions'

const REGION_BLOCKS = 32
const EXTENT = 4096

type Region = { rects: number[]; index?: GeoJSONVT }
type Level = {
  rects: LevelRects
  widest: number
  regionSize: number
  regionColumns: number
  regions: Map<number, Region>
}

type GridTiler = { tile: (z: number, x: number, y: number) => Uint8Array; cellCount: number }

export function createGeojsonVtTiler(grid: GridCells): GridTiler {
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

function encodeTile(features: LegacyFeature[]): Uint8Array {
  // vt-pbf types its input as @maplibre/geojson-vt's tile: the same legacy shape geojson-vt 5 gives.
  const layers = { [CELLS_TILE_LAYER]: { features } } as unknown as Parameters<
    typeof fromGeojsonVt
  >[0]
  return fromGeojsonVt(layers, { version: 2, extent: EXTENT })
}

const emptyTile = () => encodeTile([])

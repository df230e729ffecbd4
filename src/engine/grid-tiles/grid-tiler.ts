import { crsConverter } from '@/lib/crs/crs'
import { gridExtent, type GridCells } from './grid-cells'
import { buildLevel, levelForZoom, type LevelRects } from './grid-levels'
import { emptyCut, encodeCells } from './grid-pbf'
import { cutShapes, EXTENT, SHAPE_STRIDE, writeShape } from './grid-shapes'
import { CELLS_TILE_LAYER } from './grid-tiles-api'
import { intersection, lonLatBounds, nativeBounds, regionsUnder, tileBounds } from './tile-regions'

const REGION_BLOCKS = 32

type Region = { rects: number[]; shapes?: Int32Array }
type Level = {
  rects: LevelRects
  values: Int32Array
  widest: number
  regionSize: number
  regionColumns: number
  regions: Map<number, Region>
}

export type GridTiler = { tile: (z: number, x: number, y: number) => Uint8Array; cellCount: number }

/** Only the regions under a tile are projected, once each: a zoomed corner never touches the rest. */
export function createGridTiler(grid: GridCells): GridTiler {
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
    const values = new Int32Array(rects.count)
    let widest = 0
    for (let index = 0; index < rects.count; index += 1) {
      const column = Math.floor(((rects.xmin[index] ?? 0) - extent[0]) / regionSize)
      const row = Math.floor(((rects.ymin[index] ?? 0) - extent[1]) / regionSize)
      const key = row * regionColumns + column
      let region = regions.get(key)
      if (!region) regions.set(key, (region = { rects: [] }))
      region.rects.push(index)
      const id = rects.ids[index] ?? 0
      values[index] = id > 0 ? id : (rects.cells[index] ?? 0)
      widest = Math.max(widest, rects.size[index] ?? 0)
    }
    const created = { rects, values, widest, regionSize, regionColumns, regions }
    levels.set(level, created)
    return created
  }

  /** A corner is shared by up to four rectangles: each distinct one is projected once. */
  const projectRegion = ({ rects }: Level, region: Region): Int32Array => {
    const shapes = new Int32Array(region.rects.length * SHAPE_STRIDE)
    const projected = new Map<number, Map<number, readonly [number, number]>>()
    const ring = new Float64Array(10)
    const corner = (x: number, y: number, at: number) => {
      let column = projected.get(x)
      if (!column) projected.set(x, (column = new Map()))
      let lonLat = column.get(y)
      if (!lonLat) column.set(y, (lonLat = converter.inverse([x, y])))
      ring[at] = lonLat[0]
      ring[at + 1] = lonLat[1]
    }
    for (let slot = 0; slot < region.rects.length; slot += 1) {
      const index = region.rects[slot] ?? 0
      const x0 = rects.xmin[index] ?? 0
      const y0 = rects.ymin[index] ?? 0
      const size = rects.size[index] ?? 0
      corner(x0, y0, 0)
      corner(x0 + size, y0, 2)
      corner(x0 + size, y0 + size, 4)
      corner(x0, y0 + size, 6)
      ring[8] = ring[0] ?? 0
      ring[9] = ring[1] ?? 0
      writeShape(shapes, slot * SHAPE_STRIDE, ring)
    }
    return shapes
  }

  const tile = (z: number, x: number, y: number): Uint8Array => {
    const bounds = intersection(tileBounds(z, x, y), lonLatExtent)
    if (!bounds) return emptyTile()
    const latitude = (bounds[1] + bounds[3]) / 2
    const maxLevel = Math.max(0, Math.ceil(Math.log2((extent[2] - extent[0]) / grid.gridSpace)))
    const level = levelOf(Math.min(maxLevel, levelForZoom(grid.gridSpace, z, latitude)))
    const cut = emptyCut()
    for (const region of regionsUnder(level, nativeBounds(converter, bounds), extent)) {
      region.shapes ??= projectRegion(level, region)
      const names = { ids: level.rects.ids, values: level.values, index: region.rects }
      cutShapes(region.shapes, region.rects.length, [z, x, y], names, cut)
    }
    return encodeCells(cut, CELLS_TILE_LAYER, EXTENT)
  }

  return { tile, cellCount: grid.count }
}

const emptyTile = () => encodeCells(emptyCut(), CELLS_TILE_LAYER, EXTENT)

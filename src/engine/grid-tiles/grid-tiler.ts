import { crsConverter } from '@/lib/crs/crs'
import { gridExtent, type GridCells } from './grid-cells'
import type { LevelRects } from './grid-levels'
import { emptyCut, encodeCells } from './grid-pbf'
import { cutShapes, EXTENT, SHAPE_STRIDE, writeShape } from './grid-shapes'
import { CELLS_TILE_LAYER } from './grid-tiles-api'
import { tileRegions } from './tile-regions'

type Region = { rects: number[]; shapes?: Int32Array }

export type GridTiler = { tile: (z: number, x: number, y: number) => Uint8Array; cellCount: number }

/** Only the regions under a tile are projected, once each: a zoomed corner never touches the rest. */
export function createGridTiler(grid: GridCells): GridTiler {
  // A model without 2D: nothing to place, so its coordinate system does not matter either.
  if (grid.count === 0) return { tile: emptyTile, cellCount: 0 }
  const converter = crsConverter(grid.crs)

  const regionsOf = tileRegions<Region>(grid, converter, gridExtent(grid))
  const values = new WeakMap<LevelRects, Int32Array>()
  // What a rectangle's feature carries: its cell id, or how many cells a block merges.
  const valuesOf = (rects: LevelRects): Int32Array => {
    const made =
      values.get(rects) ?? rects.ids.map((id, i) => (id > 0 ? id : (rects.cells[i] ?? 0)))
    values.set(rects, made)
    return made
  }

  /** A corner is shared by up to four rectangles: each distinct one is projected once. */
  const projectRegion = (rects: LevelRects, region: Region): Int32Array => {
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
    const under = regionsOf(z, x, y)
    if (!under) return emptyTile()
    const { level, regions } = under
    const cut = emptyCut()
    for (const region of regions) {
      region.shapes ??= projectRegion(level.rects, region)
      const names = { ids: level.rects.ids, values: valuesOf(level.rects), index: region.rects }
      cutShapes(region.shapes, region.rects.length, [z, x, y], names, cut)
    }
    return encodeCells(cut, CELLS_TILE_LAYER, EXTENT)
  }

  return { tile, cellCount: grid.count }
}

const emptyTile = () => encodeCells(emptyCut(), CELLS_TILE_LAYER, EXTENT)

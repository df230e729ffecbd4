// The tiler before docs/records/0034-grid-tiles-cut-directly.md: grid-tiler.test.ts's reference.
import { fromGeojsonVt } from '@maplibre/vt-pbf'
import type { Feature, Polygon } from 'geojson'
import GeoJSONVT, { type LegacyFeature } from 'geojson-vt'
import { crsConverter } from '@/lib/crs/crs'
import { gridExtent, type GridCells } from './grid-cells'
import type { LevelRects } from './grid-levels'
import { CELLS_TILE_LAYER, GRID_TILES_MAX_ZOOM } from './grid-tiles-api'
import { tileRegions } from './tile-regions'

const EXTENT = 4096

type Region = { rects: number[]; index?: GeoJSONVT }

type GridTiler = { tile: (z: number, x: number, y: number) => Uint8Array; cellCount: number }

export function createGeojsonVtTiler(grid: GridCells): GridTiler {
  if (grid.count === 0) return { tile: emptyTile, cellCount: 0 }
  const converter = crsConverter(grid.crs)

  const regionsOf = tileRegions<Region>(grid, converter, gridExtent(grid))

  const tile = (z: number, x: number, y: number): Uint8Array => {
    const under = regionsOf(z, x, y)
    if (!under) return emptyTile()
    const { level, regions } = under
    const features: LegacyFeature[] = []
    for (const region of regions) {
      region.index ??= new GeoJSONVT(
        {
          type: 'FeatureCollection',
          features: region.rects.map((i) => rectFeature(level.rects, i)),
        },
        { maxZoom: GRID_TILES_MAX_ZOOM, extent: EXTENT, buffer: 64, indexMaxZoom: 4 },
      )
      const cut = region.index.getTile(z, x, y)
      if (cut) features.push(...cut.features)
    }
    return encodeTile(features)
  }

  const rectFeature = (rects: LevelRects, index: number): Feature<Polygon> => {
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

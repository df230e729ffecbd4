import { VectorTile } from '@mapbox/vector-tile'
import Pbf from 'pbf'
import { describe, expect, it } from 'vitest'
import { buildGridadminH5 } from '@/mocks/seed/models/gridadmin'
import { seededModels } from '@/testing/seeded-models'
import { createGeojsonVtTiler } from './geojson-vt-tiler.fixture'
import { gridCellsOf, type GridCells } from './grid-cells'
import { buildLevel, levelForZoom } from './grid-levels'
import { createGridTiler } from './grid-tiler'
import { CELLS_TILE_LAYER } from './grid-tiles-api'
import { readGridCells } from './read-gridadmin'

/** A grid of square 2D cells, each [x, y, size] in RD New, ids in the given order. */
function squareCells(cells: readonly [number, number, number][]) {
  return gridCellsOf({
    crs: { epsg: 28992 },
    ids: cells.map((_, index) => index + 1),
    nodeTypes: cells.map(() => 1),
    cellCoords: [
      ...cells.map(([x]) => x),
      ...cells.map(([, y]) => y),
      ...cells.map(([x, , size]) => x + size),
      ...cells.map(([, y, size]) => y + size),
    ],
  })
}

const zuidplaspolder = seededModels().world.models[0]

/** The tile of a zoom that holds a lon/lat. */
function tileAt(z: number, [lon, lat]: [number, number]): [number, number, number] {
  const scale = 2 ** z
  const x = Math.floor(((lon + 180) / 360) * scale)
  const radians = (lat * Math.PI) / 180
  const y = Math.floor(((1 - Math.asinh(Math.tan(radians)) / Math.PI) / 2) * scale)
  return [z, x, y]
}

function decode(bytes: Uint8Array) {
  const layer = new VectorTile(new Pbf(bytes)).layers[CELLS_TILE_LAYER]
  const features = Array.from({ length: layer?.length ?? 0 }, (_, i) => layer?.feature(i))
  return features.filter((feature) => feature !== undefined)
}

describe('grid tiles from gridadmin.h5', () => {
  it('reads the 2D cells of the mock gridadmin.h5, in its EPSG', async () => {
    if (!zuidplaspolder) throw new Error('no model')
    const grid = await readGridCells(await buildGridadminH5(zuidplaspolder))
    expect(grid.crs.epsg).toBe(28992)
    expect(grid.count).toBe(20_000)
    expect(grid.gridSpace).toBeCloseTo(40, 6)
    expect(grid.ids[0]).toBe(1)
    expect(grid.xmax[0]! - grid.xmin[0]!).toBeCloseTo(40, 6)
  })

  it('draws every cell with its id when zoomed in, and coarse blocks with no id far out', async () => {
    if (!zuidplaspolder) throw new Error('no model')
    const grid = await readGridCells(await buildGridadminH5(zuidplaspolder))
    const tiler = createGridTiler(grid)
    const centre = zuidplaspolder.fixture.centre

    const close = decode(tiler.tile(...tileAt(15, centre)))
    expect(close.length).toBeGreaterThan(50)
    for (const feature of close) {
      expect(feature.id).toBeGreaterThan(0)
      expect(feature.properties.id).toBe(feature.id)
    }

    const far = decode(tiler.tile(...tileAt(9, centre)))
    expect(far.length).toBeGreaterThan(0)
    expect(far.length).toBeLessThan(grid.count / 16)
    for (const feature of far) {
      expect(feature.id).toBeUndefined()
      expect(feature.properties.merged_cells).toBeGreaterThan(1)
    }
    expect(decode(tiler.tile(...tileAt(15, [6.5, 53.2])))).toEqual([])
  })
})

/** Tiles z/x/y over the lon/lat box at every zoom of `full`, and around its corners at `sampled`. */
function tilesOver(
  [[west, south], [east, north]]: [[number, number], [number, number]],
  full: readonly number[],
  sampled: readonly number[],
): [number, number, number][] {
  const tiles: [number, number, number][] = []
  for (const z of full) {
    const [, x0, y0] = tileAt(z, [west, north])
    const [, x1, y1] = tileAt(z, [east, south])
    for (let x = x0 - 1; x <= x1 + 1; x += 1)
      for (let y = y0 - 1; y <= y1 + 1; y += 1) tiles.push([z, x, y])
  }
  const corners: [number, number][] = [
    [west, south],
    [east, north],
    [west, north],
    [east, south],
    [(west + east) / 2, south],
  ]
  for (const z of sampled) {
    for (const corner of corners) {
      const [, x, y] = tileAt(z, corner)
      for (let dx = -1; dx <= 1; dx += 1)
        for (let dy = -1; dy <= 1; dy += 1) tiles.push([z, x + dx, y + dy])
    }
  }
  return tiles
}

/** The tiles whose bytes differ from what geojson-vt cut before decision 0034, and how many drew cells. */
function compareTiles(grid: GridCells, tiles: readonly [number, number, number][]) {
  const direct = createGridTiler(grid)
  const reference = createGeojsonVtTiler(grid)
  const differing: string[] = []
  let withCells = 0
  for (const tile of tiles) {
    const [a, b] = [direct.tile(...tile), reference.tile(...tile)]
    if (a.length !== b.length || a.some((byte, index) => byte !== b[index])) {
      differing.push(tile.join('/'))
    }
    if (decode(b).length > 0) withCells += 1
  }
  return { differing, withCells }
}

/** Square cells in RD around Gouda, 10 m where `fine` says so and 40 m elsewhere (a quadtree). */
function refinedGrid(fine: (x: number, y: number) => boolean): GridCells {
  const cells: [number, number, number][] = []
  const [x0, y0] = [105_000, 445_000]
  for (let y = 0; y < 4000; y += 40)
    for (let x = 0; x < 6000; x += 40) {
      if (!fine(x, y)) cells.push([x0 + x, y0 + y, 40])
      else
        for (let dy = 0; dy < 40; dy += 10)
          for (let dx = 0; dx < 40; dx += 10) cells.push([x0 + x + dx, y0 + y + dy, 10])
    }
  return squareCells(cells)
}

describe(
  'tiles cut directly, the same bytes as geojson-vt cut them (decision 0034)',
  { timeout: 30_000 },
  () => {
    it('on the mock gridadmin.h5, from a regional view to the deepest zoom', async () => {
      if (!zuidplaspolder?.extent_two_d) throw new Error('no model')
      const grid = await readGridCells(await buildGridadminH5(zuidplaspolder))
      const tiles = tilesOver(zuidplaspolder.extent_two_d.coordinates, [6, 8, 10, 12, 13], [15, 18])
      const { differing, withCells } = compareTiles(grid, tiles)
      expect(differing).toEqual([])
      expect(withCells).toBeGreaterThan(50)
    })

    it('on a refined grid: cells of two sizes, blocks merging some of them', () => {
      const grid = refinedGrid((x, y) => (x * 7 + y * 3) % 1000 < 400 || (x > 2000 && y < 1500))
      const tiles = tilesOver(
        [
          [4.63, 51.99],
          [4.72, 52.03],
        ],
        [9, 11, 12, 13, 14],
        [15, 16, 17, 18],
      )
      const { differing, withCells } = compareTiles(grid, tiles)
      expect(differing).toEqual([])
      expect(withCells).toBeGreaterThan(50)
    })
  },
)

describe('grids the tiler cannot draw', () => {
  // A 1D-only model: node 0 (the platform's dummy) and two connection nodes, no cell anywhere.
  const oneD = { ids: [0, 1, 2], nodeTypes: [-9999, 3, 4], cellCoords: new Array(12).fill(NaN) }

  it('gives a model without 2D no cells, a finite grid space and empty tiles', () => {
    const grid = gridCellsOf({ crs: { epsg: 28992 }, ...oneD })
    expect(grid.count).toBe(0)
    expect(grid.gridSpace).toBe(0)
    expect(grid.origin).toEqual([0, 0])
    const tiler = createGridTiler(grid)
    expect(tiler.cellCount).toBe(0)
    expect(decode(tiler.tile(...tileAt(12, [4.6, 52])))).toEqual([])
  })

  it('refuses to place cells in a coordinate system it does not know', () => {
    const grid = gridCellsOf({
      crs: { epsg: 3006, wkt: null },
      ids: [1],
      nodeTypes: [1],
      cellCoords: [0, 0, 10, 10],
    })
    expect(() => createGridTiler(grid)).toThrow(
      "The model's coordinate system EPSG:3006 is not known to Polder: cells are not drawn",
    )
  })
})

describe('grid levels', () => {
  // A 4 × 4 grid of 10 m cells whose north-east quarter is one 20 m cell (refined elsewhere).
  const cells: [number, number, number][] = []
  for (let y = 0; y < 40; y += 10)
    for (let x = 0; x < 40; x += 10) if (x < 20 || y < 20) cells.push([x, y, 10])
  cells.push([20, 20, 20])
  const grid = squareCells(cells)

  it('keeps cells as wide as the block, merges smaller ones into aligned blocks', () => {
    expect(grid.gridSpace).toBe(10)
    const level1 = buildLevel(grid, 1)
    expect(level1.count).toBe(4)
    expect(Array.from(level1.ids).filter((id) => id > 0)).toEqual([13])
    expect(Array.from(level1.cells).sort()).toEqual([1, 4, 4, 4])
    expect(buildLevel(grid, 0).count).toBe(13)
  })

  it('picks a coarser level as the zoom goes out', () => {
    expect(levelForZoom(10, 18, 52)).toBe(0)
    expect(levelForZoom(10, 12, 52)).toBeGreaterThan(levelForZoom(10, 14, 52))
  })
})

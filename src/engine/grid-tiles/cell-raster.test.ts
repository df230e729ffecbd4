import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { crsConverter } from '@/lib/crs/crs'
import { lonLatToWorld } from '@/lib/crs/web-mercator'
import { cellQuadsOf } from './cell-quads'
import { MAX_RASTER_SIDE, rasterSize, type CellRaster } from './cell-raster'
import { gridCellsOf, gridExtent, type GridCells } from './grid-cells'
import { readGridCells } from './read-gridadmin'
import { twoCellGrid } from './two-cell-grid.fixture'

/** One world unit is the earth's circumference at the equator (m). */
const WORLD_M = 40_075_016.686

const grid = twoCellGrid

function rasterOf(cells: GridCells): CellRaster {
  const { raster } = cellQuadsOf(cells).cells
  if (!raster) throw new Error('The grid has no raster')
  return raster
}

/** Every texel of every cell holds its place + 1; every other texel holds 0. */
function expectCellsInRaster(cells: GridCells, raster: CellRaster) {
  const { width, places } = raster
  const [x0, y0] = cells.origin
  const size = cells.gridSpace
  let covered = 0
  let wrong = 0
  for (let cell = 0; cell < cells.count; cell += 1) {
    const id = cells.ids[cell] ?? 0
    const column0 = Math.round(((cells.xmin[cell] ?? 0) - x0) / size)
    const column1 = Math.round(((cells.xmax[cell] ?? 0) - x0) / size)
    const row0 = Math.round(((cells.ymin[cell] ?? 0) - y0) / size)
    const row1 = Math.round(((cells.ymax[cell] ?? 0) - y0) / size)
    const middle = Math.floor((row0 + row1) / 2) * width + Math.floor((column0 + column1) / 2)
    expect(places[middle]).toBe(id)
    for (let row = row0; row < row1; row += 1) {
      for (let column = column0; column < column1; column += 1) {
        if (places[row * width + column] !== id) wrong += 1
        covered += 1
      }
    }
  }
  // No cell overwrote another, and the texels no cell covers are 0.
  expect(wrong).toBe(0)
  expect(places.reduce((count, place) => count + (place > 0 ? 1 : 0), 0)).toBe(covered)
}

/** The mesh's corner vertices lie where proj4 puts the raster's corners, within 1 cm. */
function expectMeshOnProjection(cells: GridCells, raster: CellRaster, origin: [number, number]) {
  const converter = crsConverter(cells.crs)
  const [xmin, ymin] = gridExtent(cells)
  const xmax = xmin + raster.width * cells.gridSpace
  const ymax = ymin + raster.height * cells.gridSpace
  const side = raster.divisions + 1
  const corners = [
    [0, xmin, ymin],
    [side - 1, xmax, ymin],
    [(side - 1) * side, xmin, ymax],
    [side * side - 1, xmax, ymax],
  ] as const
  for (const [vertex, x, y] of corners) {
    const [wx, wy] = lonLatToWorld(...converter.inverse([x, y]))
    const at = vertex * 4
    expect(Math.abs(origin[0] + (raster.mesh[at] ?? 0) - wx) * WORLD_M).toBeLessThan(0.01)
    expect(Math.abs(origin[1] + (raster.mesh[at + 1] ?? 0) - wy) * WORLD_M).toBeLessThan(0.01)
    expect([raster.mesh[at + 2], raster.mesh[at + 3]]).toEqual([
      x === xmin ? 0 : 1,
      y === ymin ? 0 : 1,
    ])
  }
}

describe('the cell index raster', () => {
  it('holds place + 1 per smallest cell, 0 where no cell is, from the south-west', () => {
    const raster = rasterOf(grid)
    expect([raster.width, raster.height]).toEqual([2, 3])
    expect(Array.from(raster.places)).toEqual([1, 0, 3, 3, 3, 3])
    expect(raster.mesh).toHaveLength((raster.divisions + 1) ** 2 * 4)
    expectMeshOnProjection(grid, raster, cellQuadsOf(grid).cells.origin)
  })

  it('puts the mesh corners on the quads’ corners where a cell has one there', () => {
    const { cells } = cellQuadsOf(grid)
    const mesh = cells.raster?.mesh ?? new Float32Array(0)
    // Place 0's south-west corner is the raster's; place 2's north-west its north-west one.
    expect([mesh[0], mesh[1]]).toEqual([cells.corners[0], cells.corners[1]])
    const northWest = 64 * 65 * 4
    expect([mesh[northWest], mesh[northWest + 1]]).toEqual([cells.corners[20], cells.corners[21]])
  })

  it('is left out when it would exceed its bound: the cells are then drawn as triangles', () => {
    expect(rasterSize([0, 0, MAX_RASTER_SIDE * 10, 100], 10)).toEqual({
      width: MAX_RASTER_SIDE,
      height: 10,
    })
    expect(rasterSize([0, 0, (MAX_RASTER_SIDE + 1) * 10, 100], 10)).toBeNull()
    expect(rasterSize([0, 0, 100, 100], 0)).toBeNull()
    // Two 10 m cells 100 km apart: 10,000 texels wide.
    const far = gridCellsOf({
      crs: { epsg: 28992 },
      ids: [1, 2],
      nodeTypes: [1, 1],
      cellCoords: [
        ...[100_000, 199_990],
        ...[450_000, 450_000],
        ...[100_010, 200_000],
        ...[450_010, 450_010],
      ],
    })
    const { cells } = cellQuadsOf(far)
    expect(cells.places).toBe(2)
    expect(cells.raster).toBeUndefined()
  })
})

describe('the cell index raster of the platform’s files', { timeout: 60_000 }, () => {
  for (const folder of ['zwartedijkspolder', 'water-quality']) {
    it(`${folder}: every cell's texels hold its place + 1, the mesh lies on the projection`, async () => {
      const cells = await readGridCells(readFileSync(`test-data/platform/${folder}/gridadmin.h5`))
      const quads = cellQuadsOf(cells).cells
      const raster = quads.raster
      if (!raster) throw new Error('The grid has no raster')
      const [xmin, ymin, xmax, ymax] = gridExtent(cells)
      expect(raster.width).toBe(Math.round((xmax - xmin) / cells.gridSpace))
      expect(raster.height).toBe(Math.round((ymax - ymin) / cells.gridSpace))
      expectCellsInRaster(cells, raster)
      expectMeshOnProjection(cells, raster, quads.origin)
    })
  }
})

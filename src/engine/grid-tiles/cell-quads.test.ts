import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { openResultsSession } from '@/lib/results-file/session'
import { crsConverter } from '@/lib/crs/crs'
import { lonLatToWorld } from '@/lib/crs/web-mercator'
import { quadMiddle } from '../cell-layer/quad-middle'
import { cellQuadsOf, placeAt } from './cell-quads'
import { gridCellsOf } from './grid-cells'
import { readGridCells } from './read-gridadmin'
import { twoCellGrid } from './two-cell-grid.fixture'

const grid = twoCellGrid

describe('cell quads', () => {
  it('puts each cell at its place (node id − 1), projected as maplibre places it', () => {
    const quads = cellQuadsOf(grid).cells
    expect(quads.places).toBe(3)
    expect(Array.from(quads.corners.subarray(8, 16))).toEqual(new Array(8).fill(0))
    const converter = crsConverter({ epsg: 28992 })
    const [x, y] = lonLatToWorld(...converter.inverse([100_040, 450_060]))
    const northEast = quads.corners.subarray(2 * 8 + 6, 2 * 8 + 8)
    // Within 5 mm on the map: one world unit is 40,075 km.
    expect(Math.abs(quads.origin[0] + (northEast[0] ?? 0) - x) * 4e7).toBeLessThan(0.005)
    expect(Math.abs(quads.origin[1] + (northEast[1] ?? 0) - y) * 4e7).toBeLessThan(0.005)
    const [lon, lat] = quadMiddle(quads, 0)
    const middle = converter.forward([lon, lat])
    expect(middle[0]).toBeCloseTo(100_010, 2)
    expect(middle[1]).toBeCloseTo(450_010, 2)
  })

  it('draws the 1D nodes in id order as quads of four equal corners', () => {
    const withNodes = gridCellsOf({
      crs: { epsg: 28992 },
      ids: [0, 1, 3, 2],
      nodeTypes: [-9999, 1, 4, 3],
      cellCoords: [
        ...[Number.NaN, 100_000, Number.NaN, Number.NaN],
        ...[Number.NaN, 450_000, Number.NaN, Number.NaN],
        ...[Number.NaN, 100_050, Number.NaN, Number.NaN],
        ...[Number.NaN, 450_050, Number.NaN, Number.NaN],
      ],
      coordinates: [
        ...[Number.NaN, 100_025, 100_300, 100_200],
        ...[Number.NaN, 450_025, 450_300, 450_200],
      ],
    })
    const { nodes } = cellQuadsOf(withNodes)
    expect(nodes?.places).toBe(2)
    const converter = crsConverter({ epsg: 28992 })
    // Node id 2 (at 100,200) comes before node id 3 (at 100,300), though stored after it.
    const first = converter.forward(quadMiddle(nodes ?? cellQuadsOf(grid).cells, 0))
    expect(first[0]).toBeCloseTo(100_200, 2)
    const corners = Array.from(nodes?.corners.subarray(8, 16) ?? [])
    expect(new Set(corners.filter((_, index) => index % 2 === 0)).size).toBe(1)
  })

  it('finds the place of the cell under a point, and none outside the cells', () => {
    expect(placeAt(grid, 100_005, 450_005)).toBe(0)
    expect(placeAt(grid, 100_030, 450_050)).toBe(2)
    expect(placeAt(grid, 100_045, 450_005)).toBeNull()
  })
})

describe('cell quads of the platform’s files', { timeout: 60_000 }, () => {
  for (const folder of ['zwartedijkspolder', 'water-quality']) {
    it(`${folder}: one quad per results place of each mesh, each cell's middle at Mesh2DFace_xcc/ycc`, async () => {
      const grid = await readGridCells(readFileSync(`test-data/platform/${folder}/gridadmin.h5`))
      const { cells, nodes } = cellQuadsOf(grid)
      const session = await openResultsSession(
        bytesSource(readFileSync(`test-data/platform/${folder}/results_3di.nc`)),
        {},
      )
      expect(cells.places).toBe(session.layout.meshes['2D']?.nodes)
      expect(nodes?.places ?? 0).toBe(session.layout.meshes['1D']?.nodes ?? 0)
      const x = session.places('Mesh2DFace_xcc').value
      const y = session.places('Mesh2DFace_ycc').value
      const converter = crsConverter(grid.crs)
      for (const place of [0, Math.floor(cells.places / 2), cells.places - 1]) {
        const [mx, my] = converter.forward(quadMiddle(cells, place))
        expect(Math.abs(mx - (x[place] ?? 0))).toBeLessThan(0.01)
        expect(Math.abs(my - (y[place] ?? 0))).toBeLessThan(0.01)
      }
      if (nodes) {
        const nx = session.places('Mesh1DNode_xcc').value
        const ny = session.places('Mesh1DNode_ycc').value
        for (const place of [0, nodes.places - 1]) {
          const [mx, my] = converter.forward(quadMiddle(nodes, place))
          // Within a few centimetres: the dot drawn there is 4 px wide.
          expect(Math.abs(mx - (nx[place] ?? 0))).toBeLessThan(0.05)
          expect(Math.abs(my - (ny[place] ?? 0))).toBeLessThan(0.05)
        }
      }
      session.close()
    })
  }
})

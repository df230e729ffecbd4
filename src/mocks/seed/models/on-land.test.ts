import { readFileSync } from 'node:fs'
import type { Feature, Polygon, Position } from 'geojson'
import { describe, expect, it } from 'vitest'
import { createCellGrid } from './cells'
import { createFrame } from './frame'
import realCoast from './real-coast.json'
import { realDikeInFrame } from './real-dike'
import { seededModels } from '@/testing/seeded-models'

// The demo's own context: the country outline, and the detailed coast the map draws at working zoom.
const read = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { features: Feature[] }
const outline = read('../../../engine/basemap/netherlands.geojson')
const detail = read('../../../../public/basemap/context.geojson')
type Area = { rings: Position[][]; box: [number, number, number, number] }

function areasOf(kind: string, { features } = outline): Area[] {
  return features
    .filter((feature) => feature.properties?.kind === kind)
    .map((feature) => {
      const rings = (feature.geometry as Polygon).coordinates
      const lons = (rings[0] ?? []).map(([lon = 0]) => lon)
      const lats = (rings[0] ?? []).map(([, lat = 0]) => lat)
      return {
        rings,
        box: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)],
      }
    })
}

function inRing(lon: number, lat: number, ring: Position[]): boolean {
  let inside = false
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const [x1 = 0, y1 = 0] = ring[index] ?? []
    const [x2 = 0, y2 = 0] = ring[previous] ?? []
    if (y1 > lat !== y2 > lat && lon < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) inside = !inside
  }
  return inside
}

function inArea(lon: number, lat: number, { rings, box: [west, south, east, north] }: Area) {
  if (lon < west || lon > east || lat < south || lat > north) return false
  const [outer = [], ...holes] = rings
  return inRing(lon, lat, outer) && !holes.some((hole) => inRing(lon, lat, hole))
}

const land = areasOf('land')
const water = areasOf('water')
const detailedSea = areasOf('sea', detail)
const detailedLand = areasOf('land', detail)
// Where the detailed coast is drawn it is the coast a modeller sees; the outline lies up to 1 km inland.
const onLand = (lon: number, lat: number) =>
  detailedSea.some((area) => inArea(lon, lat, area))
    ? detailedLand.some((area) => inArea(lon, lat, area))
    : land.some((area) => inArea(lon, lat, area)) && !water.some((area) => inArea(lon, lat, area))

const gridded = seededModels().world.models.filter((model) => model.fixture.cells > 0)
describe('the demo models in their offline context', () => {
  it('cuts the grids the real coast runs through at the coast', () => {
    const coastal = gridded.filter((model) => realDikeInFrame(createFrame(model.fixture), 0))
    expect(coastal.map((model) => model.name)).toEqual(['Rijnland regional', 'Walcheren coast'])
    for (const model of coastal) {
      const { mask } = createCellGrid(model.fixture)
      expect(mask.count).toBeGreaterThan(model.fixture.cells / 4)
      expect(mask.count).toBeLessThan(model.fixture.cells)
    }
  })

  it('masks with the coast the map draws', () => {
    const rings = detailedLand.flatMap((area) => area.rings)
    expect(realCoast.land).toEqual(rings)
    expect(realCoast.sea).toEqual(detailedSea.map((area) => area.box))
  })

  it.each(gridded)(
    'puts every cell centre of $name on land',
    (model) => {
      const grid = createCellGrid(model.fixture)
      const centre = (edges: number[], index: number) =>
        ((edges[index] ?? 0) + (edges[index + 1] ?? 0)) / 2
      let wet = 0
      for (let row = 0; row < grid.rows; row += 1) {
        const lat = centre(grid.lats, row)
        for (let column = 0; column < grid.columns; column += 1) {
          if (grid.idOf(column, row) > 0 && !onLand(centre(grid.lons, column), lat)) wet += 1
        }
      }
      expect(wet).toBe(0)
    },
    30_000,
  )
})

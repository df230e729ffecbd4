import { readFileSync, statSync } from 'node:fs'
import type { FeatureCollection, Point } from 'geojson'
import { describe, expect, it } from 'vitest'
import { modelCatalogue, type ModelDefinition } from '../src/mocks/seed/models/catalogue'

const CONTEXT = new URL('../public/basemap/context.geojson', import.meta.url)
const context = JSON.parse(readFileSync(CONTEXT, 'utf8')) as FeatureCollection

const places = context.features.flatMap((feature) =>
  feature.properties?.kind === 'place' ? [(feature.geometry as Point).coordinates] : [],
)

/** How far a point lies outside the model's 2D grid, in km (0 inside it). */
function kilometresOutside(model: ModelDefinition, [lon = 0, lat = 0]: number[]) {
  const kmPerDegree = 111.32
  const [centreLon, centreLat] = model.centre
  const halfWidth = (model.columns * model.cellSize) / 2000
  const halfHeight = (model.cells / model.columns) * (model.cellSize / 2000)
  const east = (lon - centreLon) * kmPerDegree * Math.cos((centreLat * Math.PI) / 180)
  const north = (lat - centreLat) * kmPerDegree
  return Math.hypot(
    Math.max(0, Math.abs(east) - halfWidth),
    Math.max(0, Math.abs(north) - halfHeight),
  )
}

describe('the offline context (public/basemap/context.geojson)', () => {
  it('stays a small file for the first load of a map', () => {
    expect(statSync(CONTEXT).size).toBeLessThan(200_000)
  })

  // At 1:25,000 a screen shows a few km: a model's map at that zoom should name a real place.
  it.each(modelCatalogue.map((model) => [model.name, model] as const))(
    'names a real place on or within 2 km of %s',
    (_name, model) => {
      const nearest = Math.min(...places.map((place) => kilometresOutside(model, place)))
      expect(nearest).toBeLessThan(2)
    },
  )
})

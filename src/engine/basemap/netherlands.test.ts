import { readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

const path = new URL('./netherlands.geojson', import.meta.url)
const position = z.tuple([z.number().min(2).max(9), z.number().min(50).max(54)])
const outline = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      properties: z.object({
        kind: z.enum(['land', 'water', 'river', 'border']),
        name: z.string().min(1),
      }),
      geometry: z.discriminatedUnion('type', [
        z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position).min(4)) }),
        z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2) }),
      ]),
    }),
  ),
})

describe('the bundled basemap outline', () => {
  const data = outline.parse(JSON.parse(readFileSync(path, 'utf8')))

  it('stays small enough to ship with the app', () => {
    expect(statSync(path).size).toBeLessThan(40_000)
  })

  it('has closed polygons', () => {
    for (const feature of data.features) {
      if (feature.geometry.type !== 'Polygon') continue
      for (const ring of feature.geometry.coordinates) expect(ring.at(-1)).toEqual(ring[0])
    }
  })

  it('names the waters a Dutch modeller looks for', () => {
    const names = data.features.map((feature) => feature.properties.name)
    for (const name of ['IJsselmeer', 'Markermeer', 'Texel', 'Waal and Merwede', 'IJssel']) {
      expect(names).toContain(name)
    }
  })
})

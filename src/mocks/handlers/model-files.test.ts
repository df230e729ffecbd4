import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { downloadLink, listEnvelope } from '@/api/common'
import { geojsonCategories, geojsonDownload, potentialBreach } from '@/api/models/schema'
import { createCellGrid } from '@/mocks/seed/models/cells'
import { setupTestBackend } from '@/testing/test-backend'

const { backend, get, getParsed } = setupTestBackend({ clock: 'stopped' })

const HDF5_SIGNATURE = [0x89, 0x48, 0x44, 0x46, 0x0d, 0x0a, 0x1a, 0x0a]
const ZUIDPLASPOLDER = 1
const RIJNLAND = 2
const GOUDA_SEWER = 3
const KRIMPENERWAARD_DISABLED = 4
const ALBLASSERWAARD_FAILED = 5

const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.object({ type: z.enum(['Point', 'LineString', 'Polygon']) }),
      properties: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
})

/** get_url is pre-signed: fetched without the API's Authorization header. */
const fetchFile = async (url: string) => {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

const downloadGeojsonText = async (modelId: number, category: string) => {
  const link = await getParsed(`/hydromodels/${modelId}/geojson/${category}/`, geojsonDownload)
  const bytes = await fetchFile(link.get_url)
  expect(bytes.byteLength).toBe(link.size)
  return new TextDecoder().decode(bytes)
}

const geojsonOf = async (modelId: number, category: string) =>
  featureCollection.parse(JSON.parse(await downloadGeojsonText(modelId, category)))

/** Large grids are checked on a sample: validating 100,000 features adds nothing but time. */
const cellsOf = async (modelId: number) => {
  const parsed: unknown = JSON.parse(await downloadGeojsonText(modelId, 'cells'))
  const { features } = z.object({ features: z.array(z.unknown()) }).parse(parsed)
  const sample = featureCollection.parse({
    type: 'FeatureCollection',
    features: features.slice(0, 100),
  })
  return { count: features.length, sample: sample.features }
}

describe('gridadmin download', () => {
  it('links to a real HDF5 file', async () => {
    const link = await getParsed(`/hydromodels/${ZUIDPLASPOLDER}/gridadmin/download/`, downloadLink)
    const bytes = await fetchFile(link.get_url)
    expect([...bytes.slice(0, 8)]).toEqual(HDF5_SIGNATURE)
  }, 30_000)

  it.each([KRIMPENERWAARD_DISABLED, ALBLASSERWAARD_FAILED])(
    'is not available for model %i, which cannot be started',
    async (id) => {
      const response = await get(`/hydromodels/${id}/gridadmin/download/`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Grid administration not available' })
    },
  )
})

describe('geojson downloads', () => {
  it.each(geojsonCategories.filter((category) => category !== 'cells'))(
    'serves the polder model %s as a FeatureCollection with the property contract',
    async (category) => {
      const { features } = await geojsonOf(ZUIDPLASPOLDER, category)
      expect(features.length).toBeGreaterThan(0)
      for (const { properties } of features) {
        expect(properties).toMatchObject({
          id: expect.any(Number),
          code: expect.any(String),
          display_name: expect.any(String),
        })
        expect(category === 'all' || properties.category === category).toBe(true)
      }
    },
  )

  it('puts every category but cells into all', async () => {
    const all = await geojsonOf(ZUIDPLASPOLDER, 'all')
    const categories = new Set(all.features.map((feature) => feature.properties.category))
    expect([...categories].sort()).toEqual(
      geojsonCategories.filter((category) => !['all', 'cells'].includes(category)),
    )
  })

  it('links breaches to the potential breach records by content_pk', async () => {
    const breaches = await geojsonOf(ZUIDPLASPOLDER, 'breaches')
    const records = await getParsed(
      `/hydromodels/${ZUIDPLASPOLDER}/potentialbreaches/?limit=250`,
      listEnvelope(potentialBreach),
    )
    const contentPks = breaches.features.map((feature) => feature.properties.content_pk)
    expect(records.count).toBeGreaterThanOrEqual(30)
    expect(records.count).toBeLessThanOrEqual(50)
    expect(contentPks.sort()).toEqual(
      records.results.map((record) => record.connected_pnt_id).sort(),
    )
  })

  it('serves exactly 20,000 cells for the polder and the regional model’s cells on land', async () => {
    expect((await cellsOf(ZUIDPLASPOLDER)).count).toBe(20_000)
    const large = await cellsOf(RIJNLAND)
    const rijnland = backend.world.models.find((model) => model.id === RIJNLAND)
    // Its rectangle of 100,000 crosses the coast of Holland: the cells at sea are left out.
    expect(large.count).toBe(rijnland && createCellGrid(rijnland.fixture).mask.count)
    expect(large.count).toBeGreaterThan(80_000)
    for (const cell of large.sample) {
      expect(cell.geometry.type).toBe('Polygon')
      expect(cell.properties).toEqual({ id: expect.any(Number), bottom_level: expect.any(Number) })
    }
  }, 30_000)

  it('answers the same etag twice, from the cached file', async () => {
    const path = `/hydromodels/${ZUIDPLASPOLDER}/geojson/levees/`
    const first = await getParsed(path, geojsonDownload)
    const second = await getParsed(path, geojsonDownload)
    expect(second.etag).toBe(first.etag)
    expect(backend.storage.has(`hydromodels/${ZUIDPLASPOLDER}/geojson/levees.json`)).toBe(true)
  })

  it.each(['breaches', 'levees', 'channels'])(
    'answers 400 for the sewer model without %s',
    async (category) => {
      const response = await get(`/hydromodels/${GOUDA_SEWER}/geojson/${category}/`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ detail: 'Geojson file not found' })
    },
  )

  it('serves the sewer network of the sewer model', async () => {
    const pipes = await geojsonOf(GOUDA_SEWER, 'pipes')
    expect(pipes.features[0]?.properties).toMatchObject({ sewerage_type: expect.any(String) })
  })

  it('answers 404 for an unknown category', async () => {
    expect((await get(`/hydromodels/${ZUIDPLASPOLDER}/geojson/rivers/`)).status).toBe(404)
  })
})

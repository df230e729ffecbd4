import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { loadCellsSource, loadMapSource } from './map-source'

const link = { get_url: 'https://store.test/cells.json?Signature=x', etag: 'e', size: 10 }
const httpError = (status: number, body?: unknown) =>
  new ApiError({ kind: 'http', method: 'GET', url: 'https://api.test/v3/x/', status, body })

describe('loadMapSource', () => {
  it('hands the pre-signed link itself to the map', async () => {
    await expect(loadMapSource(async () => link)).resolves.toEqual({
      kind: 'ready',
      url: link.get_url,
      format: 'geojson',
    })
  })

  it('marks a category without features as empty, not failed', async () => {
    await expect(
      loadMapSource(() => Promise.reject(httpError(400, { detail: 'Geojson file not found' }))),
    ).resolves.toEqual({
      kind: 'empty',
    })
  })

  it('passes other failures on', async () => {
    await expect(loadMapSource(() => Promise.reject(httpError(500)))).rejects.toMatchObject({
      status: 500,
    })
    const network = new ApiError({ kind: 'network', method: 'GET', url: 'https://api.test/v3/' })
    await expect(loadMapSource(() => Promise.reject(network))).rejects.toBe(network)
  })
})

describe('loadCellsSource', () => {
  const gridadmin = { get_url: 'https://store.test/gridadmin.h5?Signature=y' }
  const unused = () => Promise.reject(new Error('the geojson link must not be asked for'))
  const cells = (cellCount: number) => () => Promise.resolve({ ok: true as const, cellCount })
  const notRead = () => Promise.reject(new Error('no grid to read'))

  it('draws the cells from the grid administration when the model has one', async () => {
    await expect(loadCellsSource(async () => gridadmin, unused, cells(3))).resolves.toEqual({
      kind: 'ready',
      url: gridadmin.get_url,
      format: 'grid',
    })
  })

  it('says why a model without a 2D domain draws no cells', async () => {
    await expect(loadCellsSource(async () => gridadmin, unused, cells(0))).resolves.toEqual({
      kind: 'empty',
      reason: 'This model has no 2D domain: there are no cells to draw',
    })
  })

  it('fails with the grid reader’s reason when the cells cannot be placed', async () => {
    const message =
      "The model's coordinate system EPSG:3006 is not known to Polder: cells are not drawn"
    const refused = () => Promise.resolve({ ok: false as const, status: null, message })
    await expect(loadCellsSource(async () => gridadmin, unused, refused)).rejects.toThrow(message)
  })

  it.each([404, 400])(
    'falls back to the cells geojson when the grid answers %i',
    async (status) => {
      const noGrid = () => Promise.reject(httpError(status))
      await expect(loadCellsSource(noGrid, async () => link, notRead)).resolves.toEqual({
        kind: 'ready',
        url: link.get_url,
        format: 'geojson',
      })
    },
  )

  it('passes other failures of the grid link on', async () => {
    const failing = () => Promise.reject(httpError(500))
    await expect(loadCellsSource(failing, unused, notRead)).rejects.toMatchObject({ status: 500 })
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/errors'
import { loadMapSource } from './map-source'

const link = { get_url: 'https://store.test/cells.json?Signature=x', etag: 'e', size: 10 }
const httpError = (status: number, body?: unknown) =>
  new ApiError({ kind: 'http', method: 'GET', url: 'https://api.test/v3/x/', status, body })

describe('loadMapSource', () => {
  it('hands the pre-signed link itself to the map', async () => {
    await expect(loadMapSource(async () => link)).resolves.toEqual({
      kind: 'ready',
      url: link.get_url,
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

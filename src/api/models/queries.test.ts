import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestQueryClient } from '@/testing/test-query-client'
import type { Model } from '@/api/models/schema'
import { ApiError } from '@/api/errors'
import { modelRecord } from '@/testing/model-record'
import { isEmptyGeojsonCategory, modelKeys, startableModelsQuery } from './queries'

const BASE = 'http://api.test/v3'
const FLAGS = ['inactive_inpy_versions', 'disabled', 'inp_success'] as const
type Flags = Pick<Model, (typeof FLAGS)[number]>

const model = (id: number, name: string, flags: Partial<Flags> = {}): Model =>
  modelRecord(id, { name, ...flags })

const MODELS = [
  model(1, 'Zuidplaspolder'),
  model(2, 'Krimpenerwaard', { disabled: true }),
  model(3, 'Alblasserwaard', { inp_success: false }),
  model(4, 'Beemster 2019', { inactive_inpy_versions: true }),
  model(5, 'Purmer 2019', { inactive_inpy_versions: true, disabled: true }),
  model(6, 'Aa en Hunze'),
]
const EXCLUDED_BY_DEFAULT: Flags = {
  inactive_inpy_versions: true,
  disabled: true,
  inp_success: false,
}

/**
 * The model list as api.md "Defaults of the model list" describes a real server: the three
 * exclusions hold unless the query names the field, and a named field filters on its value.
 */
function listModels(params: URLSearchParams): Model[] {
  return MODELS.filter((candidate) =>
    FLAGS.every((flag) => {
      const named = params.get(flag)
      if (named === null) return candidate[flag] !== EXCLUDED_BY_DEFAULT[flag]
      return String(candidate[flag]) === named.toLowerCase()
    }),
  )
}

const requests: URLSearchParams[] = []
const server = setupServer(
  http.get(`${BASE}/hydromodels/`, ({ request }) => {
    const params = new URL(request.url).searchParams
    requests.push(params)
    const results = listModels(params)
    return HttpResponse.json({ count: results.length, next: null, previous: null, results })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

describe('startableModelsQuery', () => {
  it('lists every model that can start, including those on inactive versions', async () => {
    const models = await createTestQueryClient().fetchQuery(startableModelsQuery())
    expect(models.map((found) => found.name)).toEqual([
      'Aa en Hunze',
      'Beemster 2019',
      'Zuidplaspolder',
    ])
  })

  it('lifts the inactive-versions exclusion the way api.md shows: by naming the field', async () => {
    await createTestQueryClient().fetchQuery(startableModelsQuery())
    const lifted = requests.filter((params) => params.has('inactive_inpy_versions'))
    expect(lifted.map((params) => params.get('inactive_inpy_versions'))).toEqual(['true'])
    expect(lifted[0]?.has('disabled')).toBe(false)
    expect(lifted[0]?.has('inp_success')).toBe(false)
  })

  it('lives under the model lists, so invalidating them refreshes it', () => {
    expect(startableModelsQuery().queryKey.slice(0, 2)).toEqual(modelKeys.lists())
  })
})

describe('isEmptyGeojsonCategory', () => {
  const answer = (status: number, body: unknown) =>
    new ApiError({
      kind: 'http',
      method: 'GET',
      url: `${BASE}/hydromodels/3/geojson/breaches/`,
      status,
      body,
    })

  it('reads the server’s "Geojson file not found" 400 as an empty category', () => {
    expect(isEmptyGeojsonCategory(answer(400, { detail: 'Geojson file not found' }))).toBe(true)
  })

  it('keeps every other failure an error', () => {
    expect(isEmptyGeojsonCategory(answer(400, { category: ['Unknown category.'] }))).toBe(false)
    expect(isEmptyGeojsonCategory(answer(404, { detail: 'Not found.' }))).toBe(false)
    expect(
      isEmptyGeojsonCategory(new ApiError({ kind: 'network', method: 'GET', url: BASE })),
    ).toBe(false)
    expect(isEmptyGeojsonCategory(new Error('Geojson file not found'))).toBe(false)
  })
})

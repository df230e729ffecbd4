import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { model } from '@/api/models/schema'
import { DEMO_TOKENS } from '../db/accounts'
import { setupTestBackend } from '@/testing/test-backend'

const modelList = listEnvelope(model)
const { get, getParsed } = setupTestBackend({ clock: 'stopped' })

const names = async (query: string, token?: string) =>
  (await getParsed(`/hydromodels/?limit=250&${query}`, modelList, token)).results.map(
    (record) => record.name,
  )

describe('GET /hydromodels/ defaults', () => {
  it('hides disabled, failed and inactive-version models', async () => {
    const page = await getParsed('/hydromodels/?limit=250', modelList)
    expect(page.count).toBe(13)
    for (const record of page.results) {
      expect(record).toMatchObject({
        disabled: false,
        inp_success: true,
        inactive_inpy_versions: false,
      })
    }
  })

  it.each([
    ['disabled=true', 'Krimpenerwaard'],
    ['disabled=True', 'Krimpenerwaard'],
    ['inp_success=false', 'Alblasserwaard'],
    ['inactive_inpy_versions=True', 'Zuidplaspolder 2019'],
  ])('lifts one exclusion for %s', async (query, expected) => {
    expect(await names(query)).toEqual([expected])
  })

  it.each([
    ['disabled__in=true,false', 'Krimpenerwaard', 14],
    ['inp_success__in=True,False', 'Alblasserwaard', 14],
    ['inactive_inpy_versions__isnull=false', 'Zuidplaspolder 2019', 14],
  ])('lifts an exclusion for any lookup: %s', async (query, expected, count) => {
    const found = await names(query)
    expect(found).toContain(expected)
    expect(found).toHaveLength(count)
  })

  it('lifts every exclusion when the query names all three fields', async () => {
    const query =
      'disabled__in=true,false&inp_success__in=true,false&inactive_inpy_versions__in=true,false'
    expect(await names(query)).toHaveLength(16)
  })

  it('answers 400 for malformed flag values', async () => {
    const response = await get('/hydromodels/?disabled__in=maybe')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ disabled__in: ['Must be a valid boolean.'] })
    expect((await get('/hydromodels/?disabled=maybe')).status).toBe(400)
  })
})

describe('GET /hydromodels/ ordering, filters and pages', () => {
  it('orders newest first by default', async () => {
    const { results } = await getParsed('/hydromodels/?limit=250', modelList)
    const created = results.map((record) => Date.parse(record.created))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    expect(results[0]?.name).toBe('Zuidplaspolder')
  })

  it.each(['created', 'name', 'id'] as const)('orders by %s both ways', async (field) => {
    const up = await getParsed(`/hydromodels/?limit=250&ordering=${field}`, modelList)
    const down = await getParsed(`/hydromodels/?limit=250&ordering=-${field}`, modelList)
    const keys = up.results.map((record) => record[field])
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(down.results.map((record) => record.id)).toEqual(
      up.results.map((record) => record.id).reverse(),
    )
  })

  it('filters by name lookups, case-sensitive unless i-prefixed', async () => {
    expect(await names('name=Beemster')).toEqual(['Beemster'])
    expect(await names('name__startswith=zuid')).toEqual([])
    expect(await names('name__istartswith=zuid')).toEqual(['Zuidplaspolder'])
    expect(await names('name__contains=waard&ordering=name')).toEqual(['Lopikerwaard'])
    expect(await names('name__icontains=RIJNLAND')).toEqual(['Rijnland regional'])
    expect(await names('name__endswith=riolering')).toEqual(['Gouda binnenstad riolering'])
    expect(
      await names('schematisation_name=Zuidplaspolder&inactive_inpy_versions__in=true,false'),
    ).toHaveLength(2)
  })

  it('filters by creation date lookups', async () => {
    // Zuidplaspolder was created 12 days before the seed anchor 2026-11-01.
    expect(await names('created__date=2026-10-20')).toEqual(['Zuidplaspolder'])
    expect(await names('created__date__gte=2026-09-01&ordering=created')).toEqual([
      'Haarlemmermeer',
      'Rijnland regional',
      'Zuidplaspolder',
    ])
    expect(await names('created__year=2026&created__month=08')).toEqual([
      'Gouda binnenstad riolering',
    ])
    expect(await names('created__date__lte=2026-03-01')).toEqual(['Purmer'])
    expect((await get('/hydromodels/?created__date=yesterday')).status).toBe(400)
  })

  it('pages through the list with limit and offset', async () => {
    const first = await getParsed('/hydromodels/', modelList)
    expect(first.results).toHaveLength(10)
    expect(first.previous).toBeNull()
    expect(first.next).toContain('offset=10')
    const second = await getParsed('/hydromodels/?limit=10&offset=10', modelList)
    expect(second.results).toHaveLength(3)
    expect(second.next).toBeNull()
    const ids = [...first.results, ...second.results].map((record) => record.id)
    expect(new Set(ids).size).toBe(13)
  })

  it('answers records with absolute urls and the decisions.md fields', async () => {
    const record = await getParsed('/hydromodels/1/', model)
    expect(record).toMatchObject({
      id: 1,
      url: 'http://api.test/v3/hydromodels/1/',
      name: 'Zuidplaspolder',
      schematisation_name: 'Zuidplaspolder',
      revision_number: 14,
      epsg: 28992,
    })
    expect(record).not.toHaveProperty('organisation')
    expect(record).not.toHaveProperty('fixture')
  })
})

describe('organisation scoping', () => {
  it("never lists another organisation's models", async () => {
    const everything =
      'limit=250&disabled__in=true,false&inp_success__in=true,false&inactive_inpy_versions__in=true,false'
    const outsider = await names(everything, DEMO_TOKENS.outsider)
    expect(outsider.sort()).toEqual([
      'Schouwen-Duiveland',
      'Walcheren coast',
      'Zeeuws-Vlaanderen Terneuzen',
    ])
    const modeller = await names(everything)
    expect(modeller).not.toContain('Walcheren coast')
  })

  it.each([
    '/hydromodels/1/',
    '/hydromodels/1/gridadmin/download/',
    '/hydromodels/1/geojson/breaches/',
    '/hydromodels/1/rasters/',
    '/hydromodels/1/saved_states/',
    '/hydromodels/1/potentialbreaches/',
    '/hydromodels/1/boundaryconditions/',
  ])('answers 404 to the outsider for %s', async (path) => {
    const response = await get(path, DEMO_TOKENS.outsider)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not found.' })
  })

  it('answers 404 for a model that does not exist', async () => {
    expect((await get('/hydromodels/999/')).status).toBe(404)
    expect((await get('/hydromodels/abc/')).status).toBe(404)
  })
})

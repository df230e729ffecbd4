import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { simulation, type Simulation } from '@/api/simulations/schema'
import { listChecks } from '@/testing/list-checks'
import { setupTestBackend } from '@/testing/test-backend'

const { api } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const page = listEnvelope(simulation)
const { list, expectFilter } = listChecks(api, '/simulations/', simulation)

const day = (record: Simulation) => record.created.slice(0, 10)

async function newest(): Promise<Simulation> {
  const [record] = (await list()).results
  if (!record) throw new Error('the seed has no simulations')
  return record
}

describe('GET /simulations/ filters', () => {
  it('seeds dozens of the caller’s simulations, newest first', async () => {
    const { count, results } = await list()
    expect(count).toBeGreaterThanOrEqual(40)
    expect(count).toBeLessThanOrEqual(70)
    const created = results.map((record) => record.created)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('name: exact and the case-sensitive lookups', async () => {
    const { name } = await newest()
    await expectFilter(`name=${encodeURIComponent(name)}`, (record) => record.name === name)
    await expectFilter('name__contains=breach', (record) => record.name.includes('breach'))
    await expectFilter('name__startswith=Storm', (record) => record.name.startsWith('Storm'))
    await expectFilter('name__endswith=levee', (record) => record.name.endsWith('levee'))
  })

  it('name: the case-insensitive lookups find more than their case-sensitive twins', async () => {
    const sensitive = await expectFilter('name__contains=Storm', (record) =>
      record.name.includes('Storm'),
    )
    const insensitive = await expectFilter('name__icontains=storm', (record) =>
      record.name.toLowerCase().includes('storm'),
    )
    expect(insensitive.some((record) => record.name.includes('STORM'))).toBe(true)
    expect(insensitive.length).toBeGreaterThan(sensitive.length)
    expect((await list('name__startswith=Breach')).count).toBe(0)
    await expectFilter('name__istartswith=BREACH', (record) =>
      record.name.toLowerCase().startsWith('breach'),
    )
    await expectFilter('name__iendswith=LEVEE', (record) =>
      record.name.toLowerCase().endsWith('levee'),
    )
  })

  it('created: date, date range, year and month', async () => {
    const { results } = await list()
    const someDay = day(results[5] ?? (await newest()))
    await expectFilter(`created__date=${someDay}`, (record) => day(record) === someDay)
    await expectFilter('created__date__gte=2026-10-01', (record) => day(record) >= '2026-10-01')
    await expectFilter('created__date__lte=2026-10-01', (record) => day(record) <= '2026-10-01')
    await expectFilter('created__month=10', (record) => record.created.slice(5, 7) === '10')
    expect((await list('created__year=2026')).count).toBe(results.length)
    expect((await list('created__year=2025')).count).toBe(0)
  })

  it('tags__in: one tag, or any of a comma-separated list', async () => {
    await expectFilter('tags__in=T100', (record) => record.tags.includes('T100'))
    await expectFilter('tags__in=calibration,climate-2050', (record) =>
      record.tags.some((tag) => tag === 'calibration' || tag === 'climate-2050'),
    )
    expect((await list('tags__in=t100')).count).toBe(0)
  })

  it('user and model', async () => {
    await expectFilter('user__username=hydrologist', (record) => record.user === 'hydrologist')
    await expectFilter('user__username=planner', (record) => record.user === 'planner')
    await expectFilter('hydromodel_id=3', (record) => record.hydromodel_id === 3)
  })

  it('user__username (exact) and hydromodel__id, decisions.md "Lists"', async () => {
    await expectFilter('hydromodel__id=1', (record) => record.hydromodel_id === 1)
    await expectFilter(
      'user__username=modeller&hydromodel__id=1',
      (record) => record.user === 'modeller' && record.hydromodel_id === 1,
    )
    expect((await list('user__username=Modeller')).count).toBe(0)
    expect((await list('user__username=model')).count).toBe(0)
    const refused = await api('/simulations/?hydromodel__id=one')
    expect(refused.status).toBe(400)
    expect(refused.body).toHaveProperty('hydromodel__id')
  })

  it('combines filters: all of them apply', async () => {
    await expectFilter(
      'user__username=modeller&tags__in=storm-2026&created__date__gte=2026-10-15',
      (record) =>
        record.user === 'modeller' &&
        record.tags.includes('storm-2026') &&
        day(record) >= '2026-10-15',
    )
  })

  it('orders by id, name and created, either way', async () => {
    const ids = (await list('ordering=id')).results.map((record) => record.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    const names = (await list('ordering=-name')).results.map((record) => record.name)
    expect(names).toEqual([...names].sort().reverse())
    const created = (await list('ordering=created')).results.map((record) => record.created)
    expect(created).toEqual([...created].sort())
  })

  it('pages with limit and offset', async () => {
    const first = page.parse((await api('/simulations/?limit=5')).body)
    const second = page.parse((await api('/simulations/?limit=5&offset=5')).body)
    expect(first.results).toHaveLength(5)
    expect(first.next).toContain('offset=5')
    expect(second.previous).not.toBeNull()
    const all = (await list()).results.slice(0, 10).map((record) => record.id)
    expect([...first.results, ...second.results].map((record) => record.id)).toEqual(all)
  })

  it('answers a malformed value with a 400 naming the parameter', async () => {
    const answer = await api('/simulations/?created__date=yesterday')
    expect(answer).toEqual({ status: 400, body: { created__date: ['Enter a valid date.'] } })
  })

  it.each([
    ['created__month=13', 'created__month'],
    ['created__month=0', 'created__month'],
    ['created__year=-1', 'created__year'],
    ['created__year=20260', 'created__year'],
  ])('answers %s with a 400 naming the parameter', async (query, param) => {
    const answer = await api(`/simulations/?${query}`)
    expect(answer).toEqual({ status: 400, body: { [param]: [expect.any(String)] } })
  })

  it('reads the last value of a repeated key, as Django does', async () => {
    const ids = (await list('ordering=name&ordering=-id&limit=2&limit=7')).results.map(
      (record) => record.id,
    )
    expect(ids).toHaveLength(7)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const later = await api('/simulations/?created__month=13&created__month=10')
    expect(later.status).toBe(200)
  })
})

describe('scoping', () => {
  it('shows the outsider only Coastal Consultants runs, and 404 for another’s', async () => {
    const outsider = await list('', 'demo-outsider')
    expect(outsider.count).toBeGreaterThan(0)
    expect(new Set(outsider.results.map((record) => record.organisation_name))).toEqual(
      new Set(['Coastal Consultants']),
    )
    const ours = await newest()
    expect(new Set((await list()).results.map((record) => record.organisation_name))).toEqual(
      new Set(['Polder Water Board']),
    )
    for (const path of [
      '',
      'status/',
      'status/history/',
      'progress/',
      'events/',
      'results/files/',
    ]) {
      const answer = await api(`/simulations/${ours.id}/${path}`, { token: 'demo-outsider' })
      expect(answer).toEqual({ status: 404, body: { detail: 'Not found.' } })
    }
    const action = await api(`/simulations/${ours.id}/actions/`, {
      token: 'demo-outsider',
      body: { name: 'start' },
    })
    expect(action.status).toBe(404)
  })

  it('answers the record in full for the caller’s own simulation', async () => {
    const ours = await newest()
    const answer = await api(`/simulations/${ours.id}/`)
    expect(simulation.parse(answer.body)).toEqual(ours)
    expect(ours.url).toBe(`http://api.test/v3/simulations/${ours.id}/`)
    expect(ours.hydromodel).toBe(`http://api.test/v3/hydromodels/${ours.hydromodel_id}/`)
  })

  it('lists every event kind of the overview, empty', async () => {
    const ours = await newest()
    const answer = await api(`/simulations/${ours.id}/events/`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ breach: [], initial_twodwaterlevel: null, laterals: [] })
  })
})

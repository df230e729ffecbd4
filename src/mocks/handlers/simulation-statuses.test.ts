import { describe, expect, it } from 'vitest'
import { listEnvelope } from '@/api/common'
import { statusRecord, type StatusRecord } from '@/api/simulations/schema'
import { listChecks } from '@/testing/list-checks'
import { setupTestBackend } from '@/testing/test-backend'

const { api } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const { list, expectFilter } = listChecks(api, '/statuses/', statusRecord)

const exitCode = (record: StatusRecord) => record.exit_code

describe('GET /statuses/', () => {
  it('holds the latest status of each visible simulation, ordered by id', async () => {
    const statuses = (await list()).results
    const simulations = listEnvelope(statusRecord.pick({ id: true }))
    const runs = simulations.parse((await api('/simulations/?limit=250')).body)
    expect(new Set(statuses.map((record) => record.simulation_id))).toEqual(
      new Set(runs.results.map((record) => record.id)),
    )
    const ids = statuses.map((record) => record.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    const names = new Set(statuses.map((record) => record.name))
    expect(names).toEqual(new Set(['finished', 'crashed', 'created']))
  })

  it('exit_code: exact, and gt excludes the value where gte includes it', async () => {
    await expectFilter('exit_code=137', (record) => exitCode(record) === 137)
    const above = await expectFilter('exit_code__gt=1', (record) => (exitCode(record) ?? -99) > 1)
    const from = await expectFilter('exit_code__gte=1', (record) => (exitCode(record) ?? -99) >= 1)
    expect(above.some((record) => record.exit_code === 1)).toBe(false)
    expect(from.some((record) => record.exit_code === 1)).toBe(true)
    await expectFilter('exit_code__lt=0', (record) => (exitCode(record) ?? 0) < 0)
    await expectFilter('exit_code__lte=0', (record) => (exitCode(record) ?? 1) <= 0)
  })

  it('exit_code__isnull: runs without an exit code, and the others', async () => {
    await expectFilter('exit_code__isnull=true', (record) => record.exit_code === null)
    await expectFilter('exit_code__isnull=false', (record) => record.exit_code !== null)
  })

  it('every crashed run has a non-zero exit code and a detail, several codes in all', async () => {
    const crashed = (await list('name=crashed')).results
    expect(crashed.every((record) => record.exit_code !== 0 && record.detail)).toBe(true)
    const codes = new Set(crashed.map(exitCode))
    for (const code of [1, 2, 137, -9]) expect(codes).toContain(code)
  })

  it('name: exact and in', async () => {
    await expectFilter('name=finished', (record) => record.name === 'finished')
    await expectFilter('name__in=crashed,created', (record) =>
      ['crashed', 'created'].includes(record.name),
    )
  })

  it('the simulation relation: user, organisation name and simulation name', async () => {
    await expectFilter(
      'simulation__user__username=planner',
      (record) => record.simulation_user_username === 'planner',
    )
    await expectFilter('simulation__name__icontains=STORM', (record) =>
      record.simulation_name.toLowerCase().includes('storm'),
    )
    const all = await list()
    expect((await list('simulation__organisation__name__istartswith=polder')).count).toBe(all.count)
    expect((await list('simulation__organisation__name__istartswith=POLDER W')).count).toBe(
      all.count,
    )
    expect((await list('simulation__organisation__name__istartswith=coastal')).count).toBe(0)
  })

  it('created: date range and month of the status', async () => {
    await expectFilter(
      'created__date__gte=2026-10-01&created__date__lte=2026-10-15',
      (record) =>
        record.created.slice(0, 10) >= '2026-10-01' && record.created.slice(0, 10) <= '2026-10-15',
    )
    await expectFilter('created__month=09', (record) => record.created.slice(5, 7) === '09')
  })

  it('combines filters', async () => {
    await expectFilter(
      'name=finished&simulation__user__username=hydrologist&created__year=2026',
      (record) =>
        record.name === 'finished' &&
        record.simulation_user_username === 'hydrologist' &&
        record.created.startsWith('2026'),
    )
  })

  it('orders by exit code and created', async () => {
    const codes = (await list('exit_code__isnull=false&ordering=-exit_code')).results.map(exitCode)
    expect(codes).toEqual([...codes].sort((a, b) => (b ?? 0) - (a ?? 0)))
    const created = (await list('ordering=-created')).results.map((record) => record.created)
    expect(created).toEqual([...created].sort().reverse())
  })

  it('answers a malformed number with a 400', async () => {
    const answer = await api('/statuses/?exit_code__gt=abc')
    expect(answer).toEqual({ status: 400, body: { exit_code__gt: ['Enter a number.'] } })
  })

  it('shows the outsider only their organisation’s statuses', async () => {
    const outsider = await list('', 'demo-outsider')
    expect(outsider.count).toBeGreaterThan(0)
    expect(
      outsider.results.every(
        (record) => record.simulation_organisation_name === 'Coastal Consultants',
      ),
    ).toBe(true)
    expect(
      (await list('simulation__organisation__name__istartswith=polder', 'demo-outsider')).count,
    ).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { currentStatus, simulation } from '@/api/simulations/schema'
import { COASTAL_CONSULTANTS, POLDER_WATER_BOARD } from '@/mocks/db/accounts'
import { setupTestBackend, TEST_NOW } from '@/testing/test-backend'

const { api } = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })

const valid = {
  name: 'Zuidplaspolder T1000 breach west levee (create test)',
  hydromodel: 1,
  organisation: POLDER_WATER_BOARD.unique_id,
  start_datetime: '2026-11-21T06:00:00Z',
  duration: 3 * 3600,
}

const create = (body: Record<string, unknown>) => api('/simulations/', { body })

describe('POST /simulations/', () => {
  it('creates the record with the caller as user and a created status', async () => {
    const answer = await create({ ...valid, tags: ['T100', ' breach-study ', ''] })
    expect(answer.status).toBe(201)
    const record = simulation.parse(answer.body)
    expect(record).toMatchObject({
      name: valid.name,
      tags: ['T100', 'breach-study'],
      hydromodel_id: 1,
      organisation: POLDER_WATER_BOARD.unique_id,
      organisation_name: 'Polder Water Board',
      user: 'modeller',
      created: TEST_NOW.toISOString(),
      start_datetime: '2026-11-21T06:00:00.000Z',
      end_datetime: '2026-11-21T09:00:00.000Z',
      duration: 10800,
    })
    expect(record.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    const status = currentStatus.parse((await api(`/simulations/${record.id}/status/`)).body)
    expect(status).toMatchObject({ name: 'created', exit_code: null })
    const listed = await api(`/simulations/?name=${encodeURIComponent(valid.name)}`)
    expect(listed.body).toMatchObject({ count: 1 })
  })

  it('takes 50 tags of 128 characters, counted once trimmed and without repeats', async () => {
    const tags = Array.from({ length: 50 }, (_, index) => `${index}`.padEnd(128, 'x'))
    const answer = await create({ ...valid, tags: [...tags, ` ${tags[0]} `, ''] })
    expect(answer.status).toBe(201)
    expect(simulation.parse(answer.body).tags).toEqual(tags)
  })

  it('splits comma-separated tags and derives the duration from an end time', async () => {
    const { duration: _omitted, ...withoutDuration } = valid
    const answer = await create({
      ...withoutDuration,
      end_datetime: '2026-11-21T08:30:00Z',
      tags: 'storm-2026, T100,,',
    })
    expect(answer.status).toBe(201)
    expect(simulation.parse(answer.body)).toMatchObject({
      duration: 9000,
      tags: ['storm-2026', 'T100'],
    })
  })

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 128 characters', { name: 'x'.repeat(129) }, 'name'],
    ['a missing name', { name: undefined }, 'name'],
    ['a duration under 60 s', { duration: 59 }, 'duration'],
    ['neither duration nor end', { duration: undefined }, 'duration'],
    [
      'an end before the start',
      { duration: undefined, end_datetime: '2026-11-21T05:00:00Z' },
      'end_datetime',
    ],
    [
      'an end under 60 s after the start',
      { duration: undefined, end_datetime: '2026-11-21T06:00:30Z' },
      'end_datetime',
    ],
    [
      'a duration and an end that disagree',
      { end_datetime: '2026-11-21T07:00:00Z' },
      'non_field_errors',
    ],
    ['an unknown model', { hydromodel: 999 }, 'hydromodel'],
    ['a model of another organisation', { hydromodel: 15 }, 'hydromodel'],
    ['a disabled model', { hydromodel: 4 }, 'hydromodel'],
    ['a model whose input failed', { hydromodel: 5 }, 'hydromodel'],
    [
      'an organisation the caller is not in',
      { organisation: COASTAL_CONSULTANTS.unique_id },
      'organisation',
    ],
    ['a start that is no timestamp', { start_datetime: 'tomorrow' }, 'start_datetime'],
    [
      'a start beyond the year 2100',
      { start_datetime: '+275760-09-13T00:00:00Z' },
      'start_datetime',
    ],
    ['a start before 1900', { start_datetime: '1899-12-31T00:00:00Z' }, 'start_datetime'],
    ['51 tags', { tags: Array.from({ length: 51 }, (_, index) => `t${index}`) }, 'tags'],
    [
      '51 comma-separated tags',
      { tags: Array.from({ length: 51 }, (_, index) => `t${index}`).join(',') },
      'tags',
    ],
    ['a tag over 128 characters', { tags: ['ok', 'x'.repeat(129)] }, 'tags'],
    ['a duration ending after 2100', { duration: 8.64e15 }, 'duration'],
    [
      'an end after 2100',
      { duration: undefined, end_datetime: '+275760-09-13T00:00:00Z' },
      'end_datetime',
    ],
  ]

  for (const [reason, change, field] of refusals) {
    it(`answers 400 on ${field} for ${reason}`, async () => {
      const before = await api('/simulations/?limit=1')
      const answer = await create({ ...valid, ...change })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ [field]: [expect.any(String)] })
      expect((await api('/simulations/?limit=1')).body).toEqual(before.body)
    })
  }

  it('explains why a model cannot start', async () => {
    expect((await create({ ...valid, hydromodel: 4 })).body).toEqual({
      hydromodel: ['This model is disabled and cannot be started.'],
    })
    expect((await create({ ...valid, hydromodel: 999 })).body).toEqual({
      hydromodel: ['Invalid pk "999" - object does not exist.'],
    })
  })

  it('reports every bad field at once', async () => {
    const answer = await create({ ...valid, name: '', duration: 10 })
    expect(Object.keys(answer.body ?? {})).toEqual(expect.arrayContaining(['name', 'duration']))
  })
})

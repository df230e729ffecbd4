import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { simulationCreate } from '@/api/simulations/schema'
import {
  computedEnd,
  simulationFormSchema,
  toRequest,
  type SimulationFormValues,
} from './simulation-form-schema'

const valid: SimulationFormValues = {
  name: '  Zuidplas T100 breach  ',
  hydromodel: '3',
  organisation: 'org-1',
  tags: 'T100, breach-study',
  start_datetime: '2026-11-01T10:00',
  end_mode: 'duration',
  duration: { hours: '3', minutes: '0', seconds: '0' },
  end_datetime: '',
}

function errorsOf(values: SimulationFormValues): Record<string, string> {
  const result = simulationFormSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('simulation form validation', () => {
  it('accepts a complete form', () => {
    expect(errorsOf(valid)).toEqual({})
  })

  it.each([
    [{ name: '   ' }, 'name', 'Give the simulation a name'],
    [{ name: 'x'.repeat(129) }, 'name', 'At most 128 characters'],
    [{ hydromodel: '' }, 'hydromodel', 'Choose a model that can start'],
    [{ organisation: '' }, 'organisation', 'Choose an organisation'],
    [{ start_datetime: '2026-13-01T10:00' }, 'start_datetime', 'Write the date and time as'],
    [{ start_datetime: '' }, 'start_datetime', 'Enter a start date and time'],
    [{ duration: { hours: '0', minutes: '0', seconds: '59' } }, 'duration', 'At least 60 s'],
    [{ duration: { hours: '1.5', minutes: '', seconds: '' } }, 'duration', 'Use whole numbers'],
    [{ duration: { hours: '-5', minutes: '', seconds: '' } }, 'duration', 'must be positive'],
    [
      { end_mode: 'end', end_datetime: '2026-11-01T09:00' },
      'end_datetime',
      'The end must be after the start',
    ],
    [{ end_mode: 'end', end_datetime: '' }, 'end_datetime', 'Enter an end date and time'],
    [
      { start_datetime: '1899-12-31T23:00' },
      'start_datetime',
      'The start must lie between 1900-01-01 and 2100-12-31 (UTC)',
    ],
    [
      { start_datetime: '2100-12-31T23:00', duration: { hours: '2', minutes: '', seconds: '' } },
      'duration',
      'The run must end by 2100-12-31 23:59:59 (UTC)',
    ],
    [
      { end_mode: 'end', end_datetime: '2101-01-01T00:00' },
      'end_datetime',
      'The run must end by 2100-12-31 23:59:59 (UTC)',
    ],
    [
      { tags: Array.from({ length: 51 }, (_, index) => `t${index}`).join(', ') },
      'tags',
      'At most 50 tags; there are 51',
    ],
    [{ tags: `short, ${'x'.repeat(129)}` }, 'tags', 'A tag has at most 128 characters'],
  ] as const)('%j → message on %s', (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toContain(message)
  })

  it('accepts a name of exactly 128 characters and a duration of exactly 60 s', () => {
    const values = {
      ...valid,
      name: 'x'.repeat(128),
      duration: { hours: '', minutes: '1', seconds: '' },
    }
    expect(errorsOf(values)).toEqual({})
  })
})

describe('toRequest', () => {
  it('builds the POST /simulations/ body with a duration', () => {
    expect(toRequest(valid)).toEqual({
      name: 'Zuidplas T100 breach',
      hydromodel: '3',
      organisation: 'org-1',
      start_datetime: '2026-11-01T10:00:00Z',
      duration: 10_800,
      tags: ['T100', 'breach-study'],
    })
  })

  it('sends the end time instead of a duration when the end is given', () => {
    const body = toRequest({ ...valid, end_mode: 'end', end_datetime: '2026-11-01T12:30' })
    expect(body).toMatchObject({ end_datetime: '2026-11-01T12:30:00Z' })
    expect(body).not.toHaveProperty('duration')
  })

  describe('in Amsterdam', () => {
    afterEach(() => vi.unstubAllEnvs())

    it('sends the typed local times as UTC instants, across the change to summer time', () => {
      vi.stubEnv('TZ', 'Europe/Amsterdam')
      const values = { ...valid, start_datetime: '2026-03-29 01:30', end_mode: 'end' } as const
      expect(toRequest({ ...values, end_datetime: '2026-03-29 03:30' })).toMatchObject({
        start_datetime: '2026-03-29T00:30:00Z',
        end_datetime: '2026-03-29T01:30:00Z',
      })
      expect(errorsOf({ ...values, start_datetime: '2026-03-29 02:30' }).start_datetime).toBe(
        '2026-03-29 02:30 does not exist in Europe/Amsterdam: the clocks go forward then. Choose a later time',
      )
    })
  })

  it('always produces a body the API schema accepts', () => {
    const digits = (max: number) => fc.nat({ max }).map(String)
    const form = fc.record({
      name: fc.string({ minLength: 1, maxLength: 120 }).filter((name) => name.trim() !== ''),
      hydromodel: fc.integer({ min: 1, max: 9999 }).map(String),
      organisation: fc.stringMatching(/^[0-9a-f]{1,32}$/),
      tags: fc.array(fc.string(), { maxLength: 4 }).map((tags) => tags.join(',')),
      start_datetime: fc
        // Minutes from 1970 to 2099: the API takes runs up to the end of 2100.
        .integer({ min: 0, max: 68_000_000 })
        .map((minutes) => new Date(minutes * 60_000).toISOString().slice(0, 16)),
      end_mode: fc.constant('duration' as const),
      duration: fc.record({ hours: digits(99), minutes: digits(59), seconds: digits(59) }),
      end_datetime: fc.constant(''),
    })
    fc.assert(
      fc.property(form, (values) => {
        fc.pre(simulationFormSchema.safeParse(values).success)
        expect(simulationCreate.safeParse(toRequest(values)).success).toBe(true)
      }),
    )
  })
})

describe('computedEnd', () => {
  it('adds the duration to the start', () => {
    expect(computedEnd(valid)?.toISOString()).toBe('2026-11-01T13:00:00.000Z')
  })

  it('is unknown while the start is incomplete', () => {
    expect(computedEnd({ ...valid, start_datetime: '' })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { currentStatus, simulationCreate, statusRecord } from './schema'

const valid = {
  name: 'Zuidplas T100',
  hydromodel: 1,
  organisation: 'org-1',
  start_datetime: '2026-11-21T06:00:00Z',
}

function problems(body: Record<string, unknown>): Record<string, string> {
  const result = simulationCreate.safeParse({ ...valid, ...body })
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('simulationCreate', () => {
  it('takes a duration or an end time', () => {
    expect(problems({ duration: 60 })).toEqual({})
    expect(problems({ end_datetime: '2026-11-21T06:01:00Z' })).toEqual({})
    expect(problems({ duration: 60, end_datetime: '2026-11-21T06:01:00Z' })).toEqual({})
    expect(problems({})).toEqual({ duration: 'Give a duration or an end time' })
  })

  it('keeps runs at least 60 s long, however the end is given', () => {
    expect(problems({ duration: 59 })).toEqual({ duration: 'At least 60 s' })
    expect(problems({ end_datetime: '2026-11-21T06:00:59Z' })).toEqual({
      end_datetime: 'The run must last at least 60 s',
    })
  })

  it('wants the end after the start', () => {
    expect(problems({ end_datetime: '2026-11-21T06:00:00Z' })).toEqual({
      end_datetime: 'The end must be after the start',
    })
    expect(problems({ end_datetime: '2026-11-21T05:00:00Z' })).toEqual({
      end_datetime: 'The end must be after the start',
    })
  })

  it('refuses a duration and an end time that disagree', () => {
    expect(problems({ duration: 60, end_datetime: '2026-11-21T07:00:00Z' })).toEqual({
      '': 'The duration and the end time disagree; give one of them',
    })
  })

  it('keeps the start and the end it implies within 1900-01-01 and 2100-12-31 UTC', () => {
    const start = 'The start must lie between 1900-01-01 and 2100-12-31 (UTC)'
    const end = 'The run must end by 2100-12-31 23:59:59 (UTC)'
    expect(problems({ start_datetime: '+275760-09-13T00:00:00Z', duration: 60 })).toEqual({
      start_datetime: start,
    })
    expect(problems({ start_datetime: '1899-12-31T23:59:59Z', duration: 60 })).toEqual({
      start_datetime: start,
    })
    expect(problems({ duration: 8.64e15 })).toEqual({ duration: end })
    expect(problems({ end_datetime: '+275760-09-13T00:00:00Z' })).toEqual({ end_datetime: end })
    expect(problems({ end_datetime: '2101-01-01T00:00:00Z' })).toEqual({ end_datetime: end })
  })

  it('takes a run from the first to the last second of the range', () => {
    expect(problems({ start_datetime: '1900-01-01T00:00:00Z', duration: 60 })).toEqual({})
    expect(
      problems({ start_datetime: '2100-12-31T23:58:59Z', end_datetime: '2100-12-31T23:59:59Z' }),
    ).toEqual({})
  })
})

describe('exit_code', () => {
  const status = {
    id: 1,
    name: 'finished',
    created: '2026-11-21T06:00:00Z',
    time: 60,
    paused: null,
  }

  it('is a number or null, as api.md "exit_code | number" says', () => {
    expect(currentStatus.parse({ ...status, exit_code: 0 }).exit_code).toBe(0)
    expect(currentStatus.parse({ ...status, exit_code: null }).exit_code).toBeNull()
  })

  it("reads a server's numeric text as its number, and shows anything else as absent", () => {
    expect(currentStatus.parse({ ...status, exit_code: '0' }).exit_code).toBe(0)
    expect(statusRecord.shape.exit_code.parse('137')).toBe(137)
    expect(currentStatus.parse({ ...status, exit_code: 'string' }).exit_code).toBeNull()
  })
})

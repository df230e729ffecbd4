import { describe, expect, it } from 'vitest'
import {
  basicPostProcessingCreate,
  damagePostProcessingCreate,
  postProcessingStatus,
} from './post-processing-schema'

const damage = {
  cost_type: 'min',
  flood_month: 'jan',
  inundation_period: 12,
  repair_time_infrastructure: 120,
  repair_time_buildings: 240,
}

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('basic post-processing', () => {
  it('takes a scenario name, the flag and an optional uuid4', () => {
    expect(basicPostProcessingCreate.parse({ process_basic_results: true })).toEqual({
      process_basic_results: true,
    })
    const uuid = '9b2c6a1e-3f4d-4e5a-8b7c-0d1e2f3a4b5c'
    expect(
      basicPostProcessingCreate.parse({
        scenario_name: ' Dike ring ',
        process_basic_results: false,
        result_uuid: uuid,
      }),
    ).toEqual({ scenario_name: 'Dike ring', process_basic_results: false, result_uuid: uuid })
  })

  it.each([
    ['not a uuid', 'nope'],
    ['a uuid1', '9b2c6a1e-3f4d-1e5a-8b7c-0d1e2f3a4b5c'],
    ['a bad variant', '9b2c6a1e-3f4d-4e5a-cb7c-0d1e2f3a4b5c'],
  ])('refuses %s as result uuid', (_, result_uuid) => {
    const result = basicPostProcessingCreate.safeParse({ process_basic_results: true, result_uuid })
    expect(messageOf(result)).toMatch(/uuid4/)
  })

  it('refuses a scenario name over 128 characters and a missing flag', () => {
    expect(
      basicPostProcessingCreate.safeParse({
        scenario_name: 'x'.repeat(129),
        process_basic_results: true,
      }).success,
    ).toBe(false)
    expect(basicPostProcessingCreate.safeParse({ scenario_name: 'x' }).success).toBe(false)
  })
})

describe('damage post-processing', () => {
  it('takes the reference example', () => {
    expect(damagePostProcessingCreate.parse(damage)).toEqual(damage)
  })

  it.each([
    ['cost_type', 'mean', /min, avg or max/],
    ['flood_month', 'sept', /month/],
    ['inundation_period', 0.99, /At least 1 hour/],
    ['repair_time_infrastructure', 0, /At least 1/],
    ['repair_time_infrastructure', 241, /At most 240/],
    ['repair_time_buildings', 12.5, /whole hours/],
    ['repair_time_buildings', 241, /At most 240/],
  ])('refuses %s = %s', (field, value, message) => {
    const result = damagePostProcessingCreate.safeParse({ ...damage, [field]: value })
    expect(result.error?.issues[0]?.path).toEqual([field])
    expect(messageOf(result)).toMatch(message)
  })

  it('takes the bounds', () => {
    for (const hours of [1, 240]) {
      const body = { ...damage, repair_time_buildings: hours, repair_time_infrastructure: hours }
      expect(damagePostProcessingCreate.safeParse(body).success).toBe(true)
    }
    expect(damagePostProcessingCreate.safeParse({ ...damage, inundation_period: 1 }).success).toBe(
      true,
    )
  })
})

describe('post-processing status', () => {
  it('reads the five statuses and refuses another', () => {
    const answer = { simulation: 'u', status: 'archived', created: '2026-11-21T00:00:00Z' }
    expect(postProcessingStatus.parse(answer).status).toBe('archived')
    expect(postProcessingStatus.safeParse({ ...answer, status: 'done' }).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { basicFormSchema, toBasicBody } from './basic-form-schema'
import { damageDefaults, damageFormSchema, toDamageBody } from './damage-form-schema'

function errorsOf(values: Parameters<typeof damageFormSchema.safeParse>[0]) {
  const result = damageFormSchema.safeParse(values)
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

describe('the damage form', () => {
  it('sends the usual choices as hours', () => {
    expect(toDamageBody(damageDefaults)).toEqual({
      cost_type: 'avg',
      flood_month: 'sep',
      inundation_period: 12,
      repair_time_infrastructure: 120,
      repair_time_buildings: 240,
    })
  })

  it('takes a free repair time and puts its objection on its own box', () => {
    const free = { ...damageDefaults, repair_time_buildings: 'other' }
    expect(toDamageBody({ ...free, repair_time_buildings_other: '72' }).repair_time_buildings).toBe(
      72,
    )
    expect(errorsOf({ ...free, repair_time_buildings_other: '241' })).toEqual({
      repair_time_buildings_other: 'At most 240 hours (10 days)',
    })
    expect(errorsOf({ ...free, repair_time_buildings_other: '' })).toEqual({
      repair_time_buildings_other: 'Enter a number of hours',
    })
  })

  it('refuses an inundation period under an hour and a month not in the list', () => {
    expect(errorsOf({ ...damageDefaults, inundation_period: '0,5', flood_month: 'sept' })).toEqual({
      inundation_period: 'At least 1 hour',
      flood_month: 'Choose a month from the list',
    })
  })
})

describe('the basic form', () => {
  it('leaves an empty uuid out and refuses one that is not a uuid4', () => {
    const values = { scenario_name: ' Run ', process_basic_results: true, result_uuid: '' }
    expect(toBasicBody(values)).toEqual({ scenario_name: 'Run', process_basic_results: true })
    const result = basicFormSchema.safeParse({ ...values, result_uuid: 'abc' })
    expect(result.error?.issues[0]?.path).toEqual(['result_uuid'])
  })
})

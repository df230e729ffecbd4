import { describe, expect, it } from 'vitest'
import type { PotentialBreach } from '@/api/models/schema'
import {
  breachFeatureRef,
  findPotentialBreach,
  findPotentialBreachById,
  indexBreachesByConnectedPoint,
} from './breach-lookup'

function breach(id: number, connectedPoint: number): PotentialBreach {
  return {
    id,
    url: `https://api.test/v3/hydromodels/1/potentialbreaches/${id}/`,
    connected_pnt_id: connectedPoint,
    line_id: id + 500,
    code: `PB-${id}`,
    display_name: `Breach ${id}`,
    levee_material: 'clay',
    maximum_breach_depth: 3.5,
  }
}

const records = [breach(1, 9001), breach(2, 9002), breach(3, 9010)]
const index = indexBreachesByConnectedPoint(records)

describe('findPotentialBreach', () => {
  it('finds the record whose connected_pnt_id is the feature content_pk', () => {
    expect(findPotentialBreach(index, { id: 77, content_pk: 9002 })?.id).toBe(2)
  })

  it('does not confuse the feature id with the content_pk', () => {
    expect(findPotentialBreach(index, { id: 9001, content_pk: 12 })).toBeNull()
  })

  it('finds nothing without a numeric content_pk', () => {
    expect(findPotentialBreach(index, { id: 1 })).toBeNull()
    expect(findPotentialBreach(index, { content_pk: '9001' })).toBeNull()
    expect(findPotentialBreach(index, { content_pk: null })).toBeNull()
  })
})

describe('breachFeatureRef', () => {
  it('points at the breach feature keyed by the connected point', () => {
    expect(breachFeatureRef(breach(3, 9010))).toEqual({ category: 'breaches', id: 9010 })
  })

  it('round-trips through the lookup for every record', () => {
    for (const record of records) {
      const ref = breachFeatureRef(record)
      expect(findPotentialBreach(index, { content_pk: ref.id })).toBe(record)
    }
  })
})

describe('findPotentialBreachById', () => {
  it('finds a record by its own id', () => {
    expect(findPotentialBreachById(records, 3)?.connected_pnt_id).toBe(9010)
    expect(findPotentialBreachById(records, 9010)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import {
  initialSavedStateCreate,
  predefinedWaterLevelCreate,
  rasterWaterLevelCreate,
} from './initial-conditions-schema'
import { referencedId } from './record-reference'
import { stableThresholdSavedStateCreate, timedSavedStateCreate } from './saved-state-events-schema'

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('record references (id or URL)', () => {
  it('reads a bare id, a number and a record URL with or without the trailing slash', () => {
    expect(referencedId('12')).toBe(12)
    expect(referencedId(12)).toBe(12)
    expect(referencedId('https://api.test/v3/hydromodels/1/saved_states/12/')).toBe(12)
    expect(referencedId('http://api.test/v3/hydromodels/1/rasters/7')).toBe(7)
  })

  it('names nothing for other text, zero, fractions and URLs with a query', () => {
    for (const value of [
      '',
      'twelve',
      '0',
      '1.5',
      '-3',
      'https://x.test/a/12/?b=1',
      'ftp://x/1/',
    ]) {
      expect(referencedId(value)).toBeNull()
    }
    expect(referencedId(0)).toBeNull()
    expect(referencedId(2.5)).toBeNull()
  })
})

describe('initial condition bodies', () => {
  it('saved state: an id or URL', () => {
    expect(initialSavedStateCreate.parse({ saved_state: '5' })).toEqual({ saved_state: 5 })
    expect(messages(initialSavedStateCreate.safeParse({ saved_state: 'x' }))).toEqual([
      'Give the id or URL of a saved state of the model',
    ])
  })

  it('predefined 1D levels: only the empty object', () => {
    expect(predefinedWaterLevelCreate.safeParse({}).success).toBe(true)
    expect(predefinedWaterLevelCreate.safeParse({ level: 1 }).success).toBe(false)
  })

  it('2D raster: the raster and one of mean, max, min', () => {
    for (const method of ['mean', 'max', 'min']) {
      const body = { initial_waterlevel: '3', aggregation_method: method }
      expect(rasterWaterLevelCreate.safeParse(body).success).toBe(true)
    }
    const bad = rasterWaterLevelCreate.safeParse({
      initial_waterlevel: '3',
      aggregation_method: 'sum',
    })
    expect(messages(bad)).toEqual(['Choose mean, max or min'])
  })
})

describe('saved-state event bodies', () => {
  const timed = timedSavedStateCreate(3600)

  it('timed: whole seconds from 0 to the end of the run', () => {
    expect(timed.safeParse({ time: 0 }).success).toBe(true)
    expect(timed.safeParse({ time: 3600, name: ' End ', tags: ['a'] }).data).toEqual({
      time: 3600,
      name: 'End',
      tags: ['a'],
    })
    expect(messages(timed.safeParse({ time: 3601 }))).toEqual([
      'The time must be within the run, at most 1 h',
    ])
    expect(messages(timed.safeParse({ time: -1 }))).toEqual([
      'The time cannot be before the start of the run',
    ])
    expect(messages(timed.safeParse({ time: 1.5 }))).toEqual(['Use whole seconds'])
  })

  it('names: at most 80 characters', () => {
    expect(messages(timed.safeParse({ time: 1, name: 'x'.repeat(81) }))).toEqual([
      'At most 80 characters',
    ])
  })

  it('stable threshold: at least one, s1 or u1, each above 0', () => {
    const parse = (thresholds: unknown) => stableThresholdSavedStateCreate.safeParse({ thresholds })
    expect(
      parse([
        { variable: 's1', value: 0.01 },
        { variable: 'u1', value: 2 },
      ]).success,
    ).toBe(true)
    expect(messages(parse([]))).toEqual(['Give at least one threshold'])
    expect(messages(parse([{ variable: 's1', value: 0 }]))).toEqual([
      'The threshold must be greater than 0',
    ])
    expect(messages(parse([{ variable: 'vol1', value: 1 }]))).toEqual([
      'Choose s1 (water level) or u1 (flow velocity)',
    ])
  })
})

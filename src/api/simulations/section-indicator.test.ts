import { describe, expect, it } from 'vitest'
import { simulationEvents } from '@/api/simulations/events-schema'
import { needsAttention, sectionIndicator } from './section-indicator'

const events = simulationEvents.parse({
  breach: [{ id: 1 }, { id: 2 }],
  filerasterrain: [{ id: 3, file: { filename: 'rain.nc', state: 'uploaded' } }],
  fileboundaryconditions: [{ id: 4, file: { filename: 'bc.json', state: 'processed' } }],
  tablestructurecontrols: [{ id: 5, state: 'invalid', state_detail: 'thresholds out of order' }],
  timedstructurecontrols: [{ id: 6, state: 'valid' }],
  initial_savedstate: { id: 7 },
  initial_twodwaterraster: null,
})

describe('a section indicator', () => {
  it('counts the records of the keys a section owns', () => {
    expect(sectionIndicator(['breach', 'initial_savedstate'], events)).toEqual({
      configured: 3,
      needsAttention: 0,
    })
  })

  it('counts files still processing and controls that broke a rule as needing attention', () => {
    expect(
      sectionIndicator(
        [
          'filerasterrain',
          'fileboundaryconditions',
          'tablestructurecontrols',
          'timedstructurecontrols',
        ],
        events,
      ),
    ).toEqual({ configured: 4, needsAttention: 2 })
  })

  it('reads a missing, null or inherited key as nothing configured', () => {
    expect(
      sectionIndicator(['initial_twodwaterraster', 'wind', 'constructor', '__proto__'], events),
    ).toEqual({ configured: 0, needsAttention: 0 })
  })

  it.each([
    [{ state: 'processing' }, true],
    [{ state: 'valid' }, false],
    [{ file: { state: 'created' } }, true],
    [{ file: { state: 'error' } }, true],
    [{ file: { state: 'processed' } }, false],
    [{ file: null }, false],
    [{ id: 1 }, false],
  ])('%j needs attention: %s', (record, expected) => {
    expect(needsAttention(record)).toBe(expected)
  })
})

import { describe, expect, it } from 'vitest'
import { simulationEvents } from '@/api/simulations/events-schema'
import { HOSTILE_KEYS } from '@/lib/own-value'
import { eventKindLabel, summariseEvents } from './events-overview'

describe('the events overview', () => {
  it('counts configured kinds and leaves empty ones out', () => {
    const events = simulationEvents.parse({
      breach: [{ id: 1 }, { id: 2 }],
      filerasterrain: [],
      initial_onedwaterlevelpredefined: { id: 4 },
      initial_savedstate: null,
      some_future_kind: [{ id: 9 }],
    })
    expect(summariseEvents(events)).toEqual({
      initialConditions: [
        {
          key: 'initial_onedwaterlevelpredefined',
          label: '1D water level (predefined)',
          count: 1,
          needsAttention: 0,
        },
      ],
      events: [
        { key: 'breach', label: 'Breaches', count: 2, needsAttention: 0 },
        { key: 'some_future_kind', label: 'Some future kind', count: 1, needsAttention: 0 },
      ],
    })
  })

  it('reads a value of an unexpected shape as absent instead of failing', () => {
    const events = simulationEvents.parse({ breach: 'oops', wind: [{ id: 1 }] })
    expect(events.breach).toBeNull()
    expect(summariseEvents(events).events).toHaveLength(1)
  })

  it('labels unknown initial conditions readably', () => {
    expect(eventKindLabel('initial_twod_substance_concentrations')).toBe(
      'Twod substance concentrations',
    )
  })
})

describe('event kinds named like Object.prototype members', () => {
  it.each(HOSTILE_KEYS)('%s reads from its own name', (key) => {
    expect(typeof eventKindLabel(key)).toBe('string')
    const response: unknown = JSON.parse(`{"${key}": [{"id": 1}], "breach": [{"id": 2}]}`)
    const { events } = summariseEvents(simulationEvents.parse(response))
    expect(events.map((item) => typeof item.label)).toEqual(events.map(() => 'string'))
  })
})

import { describe, expect, it } from 'vitest'
import { createWorld } from '@/mocks/db/create-world'
import { addSavedStatesFromEvents, savedStateEventsOf } from './saved-state-events'
import type { MockSimulation, MockStatus } from '@/mocks/db/records'

const NOW = new Date('2026-11-21T12:00:00Z')

describe('saved-state events in a stored world', () => {
  it('makes model states only once, and only at finished', () => {
    const world = createWorld({ now: NOW })
    const simulation = world.simulations[0] as MockSimulation
    savedStateEventsOf(world).push({
      id: 1,
      simulation_id: simulation.id,
      uuid: 'u',
      type: 'stable_threshold',
      name: 'Stable',
      tags: [],
      time: null,
      thresholds: [{ variable: 'u1', value: 0.1 }],
      saved_state_id: null,
      created: null,
      expiry: null,
    })
    const ending = (name: MockStatus['name']): MockStatus => ({
      id: 1,
      name,
      created: NOW.toISOString(),
      time: 100,
      paused: null,
      exit_code: name === 'finished' ? 0 : 1,
      detail: null,
      simulation_id: simulation.id,
    })
    const before = world.savedStates.length
    addSavedStatesFromEvents(world, simulation, ending('crashed'))
    expect(world.savedStates).toHaveLength(before)
    addSavedStatesFromEvents(world, simulation, ending('finished'))
    addSavedStatesFromEvents(world, simulation, ending('finished'))
    expect(world.savedStates).toHaveLength(before + 1)
    expect(world.savedStates.at(-1)).toMatchObject({
      type: 'stable_threshold',
      variables: ['u1'],
      thresholds: [0.1],
      time: 100,
      expiry: '2026-11-28T12:00:00.000Z',
      hydromodel_id: simulation.hydromodel_id,
    })
  })
})

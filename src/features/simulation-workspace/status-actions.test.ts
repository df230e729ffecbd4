import { describe, expect, it } from 'vitest'
import { actionLabel, availableActions } from './status-actions'

describe('availableActions', () => {
  it.each([
    [{ name: 'created', paused: null }, ['start', 'initialize', 'queue']],
    [{ name: 'starting', paused: null }, ['shutdown']],
    [{ name: 'initialized', paused: true }, ['start', 'shutdown']],
    [{ name: 'initialized', paused: false }, ['pause', 'shutdown']],
    [{ name: 'queued', paused: null }, ['dequeue', 'shutdown']],
  ] as const)('%j → %j', (status, actions) => {
    expect(availableActions(status)).toEqual(actions)
  })

  it('offers nothing once the run is ending or over', () => {
    for (const name of ['ended', 'postprocessing', 'finished', 'crashed'] as const) {
      expect(availableActions({ name, paused: null })).toEqual([])
    }
  })
})

describe('labels', () => {
  it('calls start on a paused run Resume', () => {
    expect(actionLabel('start', { name: 'initialized', paused: true })).toBe('Resume')
    expect(actionLabel('start', { name: 'created', paused: null })).toBe('Start')
    expect(actionLabel('shutdown', { name: 'queued', paused: null })).toBe('Shut down')
  })
})

import { describe, expect, it } from 'vitest'
import type { CurrentStatus, Simulation } from '@/api/simulations/schema'
import type { BoardRow } from './board-rows'
import {
  breachDepthFailure,
  breachDepthText,
  breachDepthValue,
  type BreachDepth,
} from './breach-depth'
import { sorted, type Readings } from './finished-order'

const depth = (metres: number): BreachDepth => ({ kind: 'depth', metres })

describe('the depth at the breach in the finished runs', () => {
  it('says the metres with two decimals, dry under 0.02 m, – without a breach', () => {
    expect(breachDepthText(undefined)).toBe('reading…')
    expect(breachDepthText(depth(Math.fround(1.2345)))).toBe('1.23')
    expect(breachDepthText(depth(Math.fround(0.02)))).toBe('0.02')
    expect(breachDepthText(depth(Math.fround(0.0199)))).toBe('dry')
    expect(breachDepthText(depth(0))).toBe('dry')
    expect(breachDepthText({ kind: 'no-breach' })).toBe('–')
    expect(breachDepthText({ kind: 'making', since: 0 })).toBe('file being made…')
    expect(breachDepthText({ kind: 'unread', reason: 'The run has no results file.' })).toBe(
      'not read',
    )
    expect(breachDepthText(new Error('The file storage answered 403.'))).toBe('not read')
  })

  it('sorts and exports the metres to the millimetre, a dry run too; nothing where none was read', () => {
    expect(breachDepthValue(depth(Math.fround(1.2345)))).toBe(1.235)
    expect(breachDepthValue(depth(Math.fround(0.004)))).toBe(0.004)
    expect(Object.is(breachDepthValue(depth(-0)), 0)).toBe(true)
    expect(breachDepthValue(undefined)).toBeNull()
    expect(breachDepthValue({ kind: 'no-breach' })).toBeNull()
    expect(breachDepthValue({ kind: 'unread', reason: 'x' })).toBeNull()
    expect(breachDepthValue(new Error('x'))).toBeNull()
  })

  it('gives the reason of a depth not read, and none otherwise', () => {
    expect(breachDepthFailure({ kind: 'unread', reason: 'No 2D cell lies at its breach.' })).toBe(
      'No 2D cell lies at its breach.',
    )
    expect(breachDepthFailure(new Error('The link expired.'))).toBe('The link expired.')
    expect(breachDepthFailure(undefined)).toBeNull()
    expect(breachDepthFailure(depth(1))).toBeNull()
    expect(breachDepthFailure({ kind: 'no-breach' })).toBeNull()
  })
})

function row(id: number, name: string): BoardRow {
  const simulation = { id, name, duration: 3600 } as Simulation
  const status = { name: 'finished', created: '2026-11-21T01:00:00Z' } as CurrentStatus
  return {
    key: `run-${id}`,
    name,
    phase: 'finished',
    simulation,
    status,
    planIndex: null,
    failure: null,
  }
}

describe('the finished runs by depth at the breach', () => {
  it('go from dry to deepest, runs without a depth last', () => {
    const rows = [row(1, 'a'), row(2, 'b'), row(3, 'c'), row(4, 'd'), row(5, 'e')]
    const readings: Readings = {
      figures: new Map(),
      depths: new Map([
        [1, depth(1.5)],
        [2, { kind: 'no-breach' }],
        [3, depth(0.001)],
        [4, undefined],
        [5, depth(0.4)],
      ]),
    }
    expect(sorted(rows, 'breachDepth', readings).map((each) => each.name)).toEqual([
      'c',
      'e',
      'a',
      'b',
      'd',
    ])
  })
})

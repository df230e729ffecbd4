import { describe, expect, it, vi } from 'vitest'
import type { ResultsFileReader } from '@/engine/results-file/results-file-client'
import { withAggregateOnDemand } from './use-results-reader'

describe('withAggregateOnDemand', () => {
  it('opens the aggregate file once, when a maximum is first asked for, and before it is read', async () => {
    const order: string[] = []
    const reader = {
      mapStep: vi.fn(() => Promise.resolve(order.push('step'))),
      maximumDepth: vi.fn(() => Promise.resolve(order.push('maximum'))),
    } as unknown as ResultsFileReader
    const openAggregate = vi.fn(() => Promise.resolve(order.push('aggregate') > 0))
    const wrapped = withAggregateOnDemand(reader, openAggregate)

    await wrapped.mapStep('2D', 'depth', 0)
    expect(openAggregate).not.toHaveBeenCalled()
    await Promise.all([wrapped.maximumDepth('2D'), wrapped.maximumDepth('1D')])
    expect(openAggregate).toHaveBeenCalledTimes(1)
    expect(order).toEqual(['step', 'aggregate', 'maximum', 'maximum'])
  })

  it("opens this run's aggregate file before its difference with another run is asked", async () => {
    const order: string[] = []
    const reader = {
      difference: vi.fn(() => Promise.resolve(order.push('difference'))),
    } as unknown as ResultsFileReader
    const wrapped = withAggregateOnDemand(reader, () =>
      Promise.resolve(order.push('aggregate') > 0),
    )
    await wrapped.difference(reader)
    await wrapped.readyForMaximum()
    expect(order).toEqual(['aggregate', 'difference'])
  })
})

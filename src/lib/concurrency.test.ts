import { describe, expect, it } from 'vitest'
import { concurrencyLimit } from './concurrency'

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}
/** Lets every promise that can move on do so. */
const settle = () => new Promise((done) => setImmediate(done))

describe('concurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the others in the order they asked, failures included', async () => {
    const run = concurrencyLimit(2)
    let active = 0
    let most = 0
    const order: number[] = []
    const gates = Array.from({ length: 5 }, () => deferred())
    const tasks = gates.map((gate, index) =>
      run(async () => {
        active += 1
        most = Math.max(most, active)
        order.push(index)
        await gate.promise
        active -= 1
        if (index === 1) throw new Error('refused')
        return index
      }),
    )
    // Watched from the start, so the refused task is never an unhandled rejection.
    const outcomes = Promise.allSettled(tasks)
    for (const gate of gates) {
      await settle()
      gate.resolve()
    }
    const settled = await outcomes
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(settled.map((each) => each.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ])
  })
})

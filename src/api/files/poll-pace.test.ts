import { describe, expect, it } from 'vitest'
import { checkPollInterval } from './poll-pace'

describe('checkPollInterval', () => {
  it('polls quickly at first and backs off to 10 s', () => {
    const paces = [0, 4_999, 5_000, 29_999, 30_000, 119_999, 120_000, 3_600_000].map(
      checkPollInterval,
    )
    expect(paces).toEqual([500, 500, 1000, 1000, 3000, 3000, 10_000, 10_000])
  })
})

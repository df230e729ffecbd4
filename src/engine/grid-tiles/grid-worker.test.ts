import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeWorker } from '../workers/fake-worker.fixture'
import { describeGrid } from './grid-worker'

vi.mock('../workers/app-workers', () => ({
  startGridTilesWorker: () => fakeWorker({ describe: () => new Promise(() => {}) }),
}))

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the grid worker', () => {
  it('gives up a grid read that never answers after 3 minutes, in plain words', async () => {
    vi.stubGlobal('Worker', class {})
    vi.useFakeTimers()
    const failed = expect(describeGrid('https://store/gridadmin.h5')).rejects.toThrow(
      'Reading the model grid took longer than 3 minutes; it was stopped.',
    )
    await vi.advanceTimersByTimeAsync(180_000)
    await failed
  })
})

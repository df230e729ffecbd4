import { describe, expect, it, vi } from 'vitest'
import { NO_RUN } from '@/lib/flood-products/worst-case'
import { buildResultsNetcdf } from '@/mocks/simulations/results/results-netcdf'
import { sampleBreach, sampleRun } from '@/mocks/simulations/results/sample-runs'
import { pageResultsFileWorker } from '@/testing/results-file-worker'
import { startResultsFileReader } from './results-file-client'

const breachRun = (initialWidth: number) =>
  buildResultsNetcdf(sampleRun({ breaches: [{ ...sampleBreach(1, 0), initialWidth }] }))
const files: Record<string, Promise<Uint8Array>> = {
  'https://store/narrow.nc': breachRun(10),
  'https://store/wide.nc': breachRun(80),
}
pageResultsFileWorker((url) => files[url] as Promise<Uint8Array>)

describe('the worst case through the page worker', { timeout: 60_000 }, () => {
  it('folds each run in one at a time and names the run per cell', async () => {
    const reader = startResultsFileReader()
    await reader.open('https://store/narrow.nc')
    const narrow = (await reader.floodProducts()).value.maximumDepth
    const heard: [number, number][] = []
    const first = await reader.worstCaseRun(
      { product: 'maximum', worst: null, runIndex: 0 },
      (done, total) => heard.push([done, total]),
    )
    await vi.waitFor(() => expect(heard.at(-1)?.[0]).toBe(heard.at(-1)?.[1]))
    expect(Array.from(first.value.values)).toEqual(Array.from(narrow))

    await reader.open('https://store/wide.nc')
    const wide = (await reader.floodProducts()).value.maximumDepth
    const kept = first.value.values.slice()
    const both = await reader.worstCaseRun({ product: 'maximum', worst: first.value, runIndex: 1 })
    // The page's partial is a copy in the worker: a failed run would leave it whole.
    expect(first.value.values).toEqual(kept)
    const cells = narrow.length
    for (let cell = 0; cell < cells; cell += 1) {
      const [a, b] = [narrow[cell] as number, wide[cell] as number]
      const expected = a !== a && b !== b ? NO_RUN : b > a || a !== a ? 1 : 0
      expect(both.value.runs[cell]).toBe(expected)
    }
    expect(both.value.runs).toContain(1)
    expect(both.value.runs).toContain(0)
    reader.stop()
  })
})

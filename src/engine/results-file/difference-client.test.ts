import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bytesSource } from '@/lib/h5-lazy-file'
import { drawnDifference } from '@/lib/results-file/run-difference'
import { buildResultsNetcdf } from '@/mocks/simulations/results/results-netcdf'
import { sampleBreach, sampleRun } from '@/mocks/simulations/results/sample-runs'
import { fakeWorker } from '../workers/fake-worker.fixture'
import { startResultsFileReader } from './results-file-client'
import { resultsFileSessions } from './results-file-service'

const page = vi.hoisted(() => ({ api: {} as object }))

vi.mock('../workers/app-workers', () => ({
  startResultsFileWorker: () => fakeWorker(page.api),
}))

const files = {
  'https://store/breach.nc': buildResultsNetcdf(sampleRun({ breaches: [sampleBreach(1, 0)] })),
  'https://store/dry.nc': buildResultsNetcdf(sampleRun({ breaches: [] })),
}
const differenceAsked = vi.fn()

beforeEach(() => {
  vi.stubGlobal('Worker', class {})
  const sessions = resultsFileSessions(async (url) =>
    bytesSource(await files[url as keyof typeof files]),
  )
  differenceAsked.mockReset()
  page.api = {
    ...sessions,
    difference: (session: number, reference: number) => {
      differenceAsked(session, reference)
      return sessions.difference(session, reference)
    },
  }
})

afterEach(() => vi.unstubAllGlobals())

async function opened(url: keyof typeof files) {
  const reader = startResultsFileReader()
  await reader.open(url)
  return reader
}

describe('the difference of two runs through the page worker', { timeout: 60_000 }, () => {
  it('is new − reference as the map draws it, asked once for the map and the export', async () => {
    const [breach, dry] = await Promise.all([
      opened('https://store/breach.nc'),
      opened('https://store/dry.nc'),
    ])
    const [newer, reference] = await Promise.all([
      breach.maximumDepth('2D'),
      dry.maximumDepth('2D'),
    ])
    const expected = drawnDifference(reference.value, newer.value)

    const [forMap, forExport] = await Promise.all([breach.difference(dry), breach.difference(dry)])
    expect(forExport).toBe(forMap)
    expect(differenceAsked).toHaveBeenCalledTimes(1)
    expect(differenceAsked).toHaveBeenCalledWith(breach.session, dry.session)
    expect(Array.from(forMap.value.values)).toEqual(Array.from(expected.difference))
    expect(Array.from(forMap.value.marks)).toEqual(Array.from(expected.marks))
    expect(forMap.value.becameWet).toBeGreaterThan(0)
    expect(forMap.value).toMatchObject({ becameDry: expected.becameDry, source: 'output-times' })

    // The other way round is another pair, asked of the worker on its own.
    const turned = await dry.difference(breach)
    expect(turned.value.becameDry).toBe(forMap.value.becameWet)
    expect(differenceAsked).toHaveBeenCalledTimes(2)
    breach.stop()
    dry.stop()
  })

  it("waits for the reference's maximum to be readable (its aggregate file) before asking", async () => {
    const [breach, dry] = await Promise.all([
      opened('https://store/breach.nc'),
      opened('https://store/dry.nc'),
    ])
    let ready: (() => void) | undefined
    const reference = { ...dry, readyForMaximum: () => new Promise<void>((done) => (ready = done)) }
    const asked = breach.difference(reference)
    await vi.waitFor(() => expect(ready).toBeDefined())
    expect(differenceAsked).not.toHaveBeenCalled()
    ready?.()
    await asked
    expect(differenceAsked).toHaveBeenCalledTimes(1)
    breach.stop()
    dry.stop()
  })
})

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

describe("the page's main thread", () => {
  it('never computes a difference of two runs: only the worker reads import it', () => {
    const computing = sourcesUnder('src').filter((path) =>
      /\b(depthDifference|drawnDifference)\b/.test(readFileSync(path, 'utf8')),
    )
    expect(computing.sort()).toEqual([
      'src/engine/results-file/run-difference-reads.ts',
      'src/lib/results-file/run-difference.ts',
    ])
  })
})

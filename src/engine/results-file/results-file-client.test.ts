import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildResultsNetcdf } from '@/mocks/simulations/results/results-netcdf'
import { sampleRun } from '@/mocks/simulations/results/sample-runs'
import { readHeaderOffThread } from '../results-header/read-results-header'
import type { HeaderReadOptions } from '../results-header/results-header-reader'
import { pageResultsFileWorker, sessionsOver } from '@/testing/results-file-worker'
import { startResultsFileReader } from './results-file-client'

const page = pageResultsFileWorker()

const url = 'https://store/results_3di.nc'
const bytes = buildResultsNetcdf(sampleRun({ breaches: [] }))
const header = { kind: 'unreadable', reason: 'a stand-in header', via: 'ranges' as const }

let rangesFail: (() => Error) | undefined

async function workerApi(answers = true) {
  const file = await bytes
  const sessions = sessionsOver(() => file)
  const never = () => new Promise(() => {})
  const readResultsHeader = (_url: string, options: HeaderReadOptions) => {
    if (rangesFail && options.mode === 'ranges') throw rangesFail()
    return { ...header, via: options.mode }
  }
  page.api = answers
    ? { ...sessions, readResultsHeader }
    : { ...sessions, open: never, readResultsHeader: never }
}

function abort() {
  const error = new Error('Aborted(OOM)')
  error.name = 'RuntimeError'
  return error
}

async function openedReader() {
  const reader = startResultsFileReader()
  await reader.open(url)
  return reader
}

const openedReaders = () => Promise.all([openedReader(), openedReader()])

afterEach(() => {
  rangesFail = undefined
  vi.useRealTimers()
})

describe('the results-file worker of the page', { timeout: 60_000 }, () => {
  it('serves every reader and the header reads from one worker, one session each', async () => {
    await workerApi()
    const before = page.started.length
    const [first, second] = await openedReaders()
    expect(await readHeaderOffThread(url, false)).toEqual(header)
    expect(page.started.length - before).toBe(1)

    first.stop()
    expect((await second.times()).length).toBeGreaterThan(1)
    await expect(first.times()).rejects.toThrow('The results file reader stopped')
    second.stop()
  })

  it('fails every open reader on a crash, and never moves them to a new worker', async () => {
    await workerApi()
    const readers = await openedReaders()
    page.started.at(-1)?.crash('out of memory')
    for (const reader of readers) {
      await expect(reader.times()).rejects.toThrow('The results file reader stopped: out of memory')
    }
    const fresh = await openedReader()
    expect((await fresh.times()).length).toBeGreaterThan(1)
    await expect(readers[0].times()).rejects.toThrow(
      'The results file reader stopped: out of memory',
    )
    fresh.stop()
  })

  it('ends the worker after an idle time with no session open, not before', async () => {
    await workerApi()
    const reader = await openedReader()
    const worker = page.started.at(-1)
    vi.useFakeTimers()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(worker?.terminated).toBe(false)
    reader.stop()
    // Answered after the session's close: from here nothing is open or in flight.
    expect(await readHeaderOffThread(url, false)).toEqual(header)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(worker?.terminated).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(worker?.terminated).toBe(true)
  })

  it('reads a header whole in the same worker when ranges fail, in a fresh one after an abort', async () => {
    await workerApi()
    rangesFail = () => new Error('The store broke off the range.')
    const reader = await openedReader()
    const before = page.started.length
    expect(await readHeaderOffThread(url, false)).toEqual({ ...header, via: 'whole' })
    expect((await reader.times()).length).toBeGreaterThan(1)
    expect(page.started.length).toBe(before)

    rangesFail = abort
    expect(await readHeaderOffThread(url, false)).toEqual({ ...header, via: 'whole' })
    expect(page.started.length).toBe(before + 1)
    await expect(reader.times()).rejects.toThrow('The results file reader stopped')
  })

  it('gives up a read that shows no progress, in words the map shows', async () => {
    await workerApi(false)
    const reader = startResultsFileReader()
    vi.useFakeTimers()
    const failed = expect(reader.open(url)).rejects.toThrow(
      'The results file reader gave no sign of progress for 2 minutes; it was stopped.',
    )
    await vi.advanceTimersByTimeAsync(120_000)
    await failed
    expect(page.started.at(-1)?.terminated).toBe(true)
  })
})

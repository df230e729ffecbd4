import { afterEach, beforeEach, vi } from 'vitest'
import { fakeWorker, type FakeWorker } from '@/engine/workers/fake-worker.fixture'
import { resultsFileSessions } from '@/engine/results-file/results-file-service'
import { bytesSource } from '@/lib/h5-lazy-file'

type Files = (url: string) => Uint8Array | Promise<Uint8Array>

/**
 * The page's results-file worker in a test: each worker the client starts answers in this thread
 * with `page.api` (sessions over `files`, if given), and `page.started` lists them in order.
 */
export function pageResultsFileWorker(files?: Files) {
  const page = { started: [] as FakeWorker[], api: {} as object }
  beforeEach(() => {
    if (files) page.api = sessionsOver(files)
    // `new Worker(…)` answers the fake: a constructor may return an object of its own.
    vi.stubGlobal('Worker', function startedWorker() {
      const worker = fakeWorker(page.api)
      page.started.push(worker)
      return worker
    })
  })
  afterEach(() => vi.unstubAllGlobals())
  return page
}

/** The worker's sessions over files held in this thread, by their URL. */
export const sessionsOver = (files: Files) =>
  resultsFileSessions(async (url) => bytesSource(await files(url)))

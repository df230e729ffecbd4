import type { ComponentType } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { ResultsPage, type ResultsMapProps } from '@/features/simulation-results/results-page'
import { resultFileKey } from '@/mocks/simulations/result-files'
import type { setupTestBackend } from '@/testing/test-backend'
import { renderSection } from '@/testing/workspace-section'
import { createRun as createRunWith } from './new-run'

type Backend = ReturnType<typeof setupTestBackend>

/** The list answers once the run's files are made (here in-process): seconds on a busy machine. */
export const FILES_MADE = { timeout: 20_000 }

/** A run of an hour on the Zuidplaspolder; started, it has finished with its result files. */
async function createRun(backend: Backend, start: boolean) {
  const id = await createRunWith(backend.api, {
    name: 'Results page',
    hydromodel: String(backend.modelNamed('Zuidplaspolder').id),
  })
  if (start) {
    await backend.api(`/simulations/${id}/actions/`, { body: { name: 'start' } })
    // An hour of simulated time runs in well under a minute of the mock's clock.
    backend.tick(120)
  }
  return id
}

/** Downloads in jsdom: object URLs and the link's click stubbed for each test. */
function stubDownloads() {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:polder/1'),
        revokeObjectURL: vi.fn(),
      }),
    )
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** A results test's runs, stored files and Results section, with the map the test gives it. */
export function resultRuns(backend: Backend, ResultsMap: ComponentType<ResultsMapProps>) {
  stubDownloads()
  return {
    createRun: (start: boolean) => createRun(backend, start),
    /** Replaces what the store serves for a result file (before its first download). */
    store: (id: number, filename: string, bytes: Uint8Array) =>
      backend.backend.storage.put(resultFileKey(id, filename), bytes, 'application/octet-stream'),
    openSection: (id: number) =>
      renderSection(id, 'results', <ResultsPage ResultsMap={ResultsMap} />),
  }
}

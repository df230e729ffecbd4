// @vitest-environment jsdom
// jsdom: the rain files are PUT through XMLHttpRequest, as in the browser.
import { describe, expect, it } from 'vitest'
import { memoryKeyValue } from '@/workflows/browser/browser-key-value'
import { keptFilesIn } from '@/workflows/uploads/kept-files'
import { apiOf } from '@/api/session-client'
import { rainFiles } from '@/api/simulations/rain-queries'
import { simulation } from '@/api/simulations/schema'
import { copyBase } from '@/testing/copy-base'
import { setupTestBackend } from '@/testing/test-backend'
import { createTestQueryClient } from '@/testing/test-query-client'
import { planSet } from './plan-set'
import { runSet } from './run-set'
import { creationOf } from './run-state'
import { setJournalIn } from './set-record'

const backend = setupTestBackend({ clock: 'stopped', freshWorldEachTest: true })
const base = copyBase(backend)

describe('a scenario set of rain files', () => {
  const deps = {
    queryClient: createTestQueryClient(),
    journal: setJournalIn(memoryKeyValue()),
    kept: keptFilesIn(memoryKeyValue()),
  }
  it('makes one run per rain file kept in this browser, each with only its own file; a file not kept waits to be chosen', async () => {
    const run = await base.createBase()
    for (const name of ['storm-t10.nc', 'storm-t100.nc']) {
      await deps.kept?.keep(run.id, name, new Blob([base.rainBytes()]))
    }
    const plan = await planSet(deps.queryClient, run, {
      kind: 'rain',
      name: 'Storms',
      now: backend.now(),
      filenames: ['storm-t10.nc', 'storm-t100.nc', 'storm-t1000.nc'],
    })
    const done = await runSet(plan, deps)
    if (done === 'busy') throw new Error('no other tab here')
    expect(done.runs.map((each) => creationOf(each).state)).toEqual([
      'created',
      'created',
      'needs-choice',
    ])
    const api = apiOf(deps.queryClient)
    const runs = await api.listAll('/simulations/', simulation, {
      query: { tags__in: 'set:storms' },
    })
    const rainByRun = await Promise.all(
      runs.map(async (each) => {
        const files = await api.listAll(rainFiles(each.id).path, rainFiles(each.id).schema)
        return [each.name, files.map((file) => file.file.filename)]
      }),
    )
    expect(rainByRun.sort()).toEqual([
      ['Base run – storm-t10.nc', ['storm-t10.nc']],
      ['Base run – storm-t100.nc', ['storm-t100.nc']],
      ['Base run – storm-t1000.nc', []],
    ])
  })
})

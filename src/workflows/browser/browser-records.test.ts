// IndexedDB as the browser has it (fake-indexeddb), so the stores are idb-keyval's, not memory.
import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { browserKeyValue } from './browser-key-value'
import { browserRecords } from '@/lib/browser-record-names'
import { forgetBrowserRecords } from './browser-records'
import { copyJournal, type CopyRecord } from '@/workflows/copies/copy-record'
import { keptFiles } from '@/workflows/uploads/kept-files'
import { setJournal } from '@/workflows/scenario-sets/set-record'

const copy: CopyRecord = {
  key: 'copy-1',
  baseId: 3,
  baseName: 'Base',
  plannedAt: '2026-11-27T12:00:00Z',
  targetId: 7,
  preexistingIds: [],
  steps: [],
  outcomes: {},
}

describe('forgetting what this browser kept about the simulations', () => {
  it('empties the copies, the sets and the kept rain files, as their own modules read them', async () => {
    await copyJournal().save(copy)
    await browserKeyValue(browserRecords.sets).set('levee-breaches', { slug: 'levee-breaches' })
    await keptFiles().keep(7, 'rain.nc', new Blob(['rain']))
    expect(await copyJournal().ofTarget(7)).toEqual(copy)
    expect(await keptFiles().entries()).toHaveLength(1)

    await forgetBrowserRecords()

    expect(await copyJournal().ofTarget(7)).toBeUndefined()
    expect(await setJournal().find('levee-breaches')).toBeUndefined()
    expect(await keptFiles().find(7, 'rain.nc')).toBeUndefined()
    expect(await keptFiles().entries()).toEqual([])
  })
})

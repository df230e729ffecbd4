import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { discardAllDrafts, draftKey, readDraft, restorableFields, writeDraft } from './form-draft'

const schema = z.object({
  name: z.string().min(1).max(5),
  mode: z.enum(['duration', 'end']),
  duration: z.object({ hours: z.string(), minutes: z.string() }),
})
const address = { form: 'test-form', record: 7 }

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('form drafts', () => {
  it('are kept per form and record', () => {
    expect(draftKey(address)).toBe('polder.draft.test-form.7')
    expect(draftKey({ form: 'test-form' })).toBe('polder.draft.test-form.new')
  })

  it('give back half-typed values, which the form then reports, and nothing typed is lost', () => {
    const stored = { name: 'far too long', mode: 'end', duration: { hours: '1', minutes: 'x' } }
    expect(restorableFields(schema, stored)).toEqual(stored)
  })

  it('leave out values of the wrong shape and fields the form does not have', () => {
    const stored = { name: 3, mode: 'sideways', duration: { hours: '1', minutes: '2' }, token: 't' }
    expect(restorableFields(schema, stored)).toEqual({ duration: { hours: '1', minutes: '2' } })
    expect(restorableFields(schema, ['name'])).toBeNull()
    expect(restorableFields(schema, { token: 'secret' })).toBeNull()
  })

  it('store only the fields of the schema, and read back what they stored', () => {
    const storage = memoryStorage()
    writeDraft(storage, address, schema, { name: 'ab', mode: 'end', token: 'demo-modeller' })
    expect(storage.getItem(draftKey(address))).toBe('{"name":"ab","mode":"end"}')
    expect(readDraft(storage, address, schema)).toEqual({ name: 'ab', mode: 'end' })
  })

  it('read unreadable storage as no draft', () => {
    const storage = memoryStorage()
    storage.setItem(draftKey(address), '{not json')
    expect(readDraft(storage, address, schema)).toBeNull()
    expect(readDraft(null, address, schema)).toBeNull()
  })

  it('are all discarded together, leaving other keys alone', () => {
    const storage = memoryStorage()
    writeDraft(storage, address, schema, { name: 'a' })
    writeDraft(storage, { form: 'other' }, schema, { name: 'b' })
    storage.setItem('polder.session', 'kept')
    discardAllDrafts(storage)
    expect(storage.length).toBe(1)
    expect(storage.getItem('polder.session')).toBe('kept')
  })
})

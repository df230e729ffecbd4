import { describe, expect, it, vi } from 'vitest'
import { createSessionStore } from './session'

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

const session = { token: 'demo-modeller', apiBaseUrl: 'http://127.0.0.1:4010/v3' }

describe('session store', () => {
  it('starts signed out', () => {
    expect(createSessionStore(new MemoryStorage()).get()).toBeNull()
  })

  it('survives a reload of the tab through sessionStorage', () => {
    const storage = new MemoryStorage()
    createSessionStore(storage).signIn(session)
    expect(createSessionStore(storage).get()).toEqual(session)
  })

  it('forgets the token on sign-out, in memory and in storage', () => {
    const storage = new MemoryStorage()
    const store = createSessionStore(storage)
    store.signIn(session)
    store.signOut()
    expect(store.get()).toBeNull()
    expect(storage.length).toBe(0)
  })

  it('remembers why the session ended until the next sign-in', () => {
    const store = createSessionStore(new MemoryStorage())
    expect(store.lastSignOutReason()).toBeNull()
    store.signIn(session)
    store.signOut('unauthorized')
    expect(store.lastSignOutReason()).toBe('unauthorized')
    store.signIn(session)
    expect(store.lastSignOutReason()).toBeNull()
    store.signOut()
    expect(store.lastSignOutReason()).toBe('signed-out')
  })

  it('ignores a stored session it cannot parse', () => {
    const storage = new MemoryStorage()
    storage.setItem('polder.session', '{"token": 42')
    expect(createSessionStore(storage).get()).toBeNull()
    storage.setItem('polder.session', JSON.stringify({ token: '', apiBaseUrl: 'nope' }))
    expect(createSessionStore(storage).get()).toBeNull()
  })

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createSessionStore(new MemoryStorage())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.signIn(session)
    store.signOut()
    unsubscribe()
    store.signIn(session)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('works without storage at all', () => {
    const store = createSessionStore(null)
    store.signIn(session)
    expect(store.get()).toEqual(session)
  })
})

describe('signing out', () => {
  it('ends the form drafts of the session; an expired token keeps them', () => {
    const storage = new MemoryStorage()
    const store = createSessionStore(storage)
    store.signIn(session)
    storage.setItem('polder.draft.new-simulation.1', '{"name":"half"}')
    store.signOut('unauthorized')
    expect(storage.getItem('polder.draft.new-simulation.1')).not.toBeNull()
    store.signIn(session)
    store.signOut()
    expect(storage.getItem('polder.draft.new-simulation.1')).toBeNull()
  })
})

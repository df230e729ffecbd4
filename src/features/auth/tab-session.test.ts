import { BroadcastChannel } from 'node:worker_threads'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSessionStore } from './session'
import { shareSessionAcrossTabs, type TabChannel } from './tab-session'

const session = { token: 'demo-modeller', apiBaseUrl: 'http://127.0.0.1:4010/v3' }
const stops: Array<() => void> = []

/** One tab: its own memory and sessionStorage, joined to the others by a channel of one name. */
function openTab(options: { signedIn?: boolean; waitMs?: number } = {}) {
  const store = createSessionStore(null)
  if (options.signedIn) store.signIn(session)
  const onSignedOutElsewhere = vi.fn()
  const channel = new BroadcastChannel('polder.session.test') as unknown as TabChannel
  const sharing = shareSessionAcrossTabs({
    store,
    channel,
    waitMs: options.waitMs ?? 300,
    onSignedOutElsewhere,
  })
  stops.push(sharing.stop)
  return { store, received: sharing.received, onSignedOutElsewhere }
}

afterEach(() => stops.splice(0).forEach((stop) => stop()))

describe('the session shared between tabs', () => {
  it('a new tab receives the session of an open signed-in tab', async () => {
    openTab({ signedIn: true })
    const newTab = openTab({ waitMs: 5_000 })
    await newTab.received
    expect(newTab.store.get()).toEqual(session)
  })

  it('a new tab with no signed-in tab open waits a bounded time, then stays signed out', async () => {
    openTab()
    const newTab = openTab({ waitMs: 50 })
    await newTab.received
    expect(newTab.store.get()).toBeNull()
  })

  it('signing out in one tab signs out the others, and their caches are cleared', async () => {
    const first = openTab({ signedIn: true })
    const second = openTab({ waitMs: 5_000 })
    await second.received
    second.store.signOut('signed-out')
    await vi.waitFor(() => expect(first.store.get()).toBeNull())
    expect(first.store.lastSignOutReason()).toBe('signed-out')
    expect(first.onSignedOutElsewhere).toHaveBeenCalledOnce()
    expect(second.onSignedOutElsewhere).not.toHaveBeenCalled()
  })

  it('an expired token in one tab does not sign the others out', async () => {
    const first = openTab({ signedIn: true })
    const second = openTab({ signedIn: true })
    second.store.signOut('unauthorized')
    // A third tab asks: the first, still signed in, answers, so its session is still there.
    const third = openTab({ waitMs: 5_000 })
    await third.received
    expect(third.store.get()).toEqual(session)
    expect(first.store.get()).toEqual(session)
  })
})

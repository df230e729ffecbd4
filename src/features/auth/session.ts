import { useSyncExternalStore } from 'react'
import { z } from 'zod'

/**
 * The bearer token lives in memory and in sessionStorage only: it survives a reload of this tab,
 * never reaches localStorage or a cookie, and is gone when the tab closes.
 */
export const sessionSchema = z.object({
  token: z.string().min(1),
  apiBaseUrl: z.string().url(),
})
export type Session = z.infer<typeof sessionSchema>

const STORAGE_KEY = 'polder.session'

type Listener = () => void

export type SessionStore = {
  get: () => Session | null
  signIn: (session: Session) => void
  signOut: () => void
  subscribe: (listener: Listener) => () => void
}

function readStored(storage: Storage | null): Session | null {
  const text = storage?.getItem(STORAGE_KEY)
  if (!text) return null
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function browserSessionStorage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage
}

export function createSessionStore(
  storage: Storage | null = browserSessionStorage(),
): SessionStore {
  let current = readStored(storage)
  const listeners = new Set<Listener>()

  function set(next: Session | null) {
    current = next
    if (next) storage?.setItem(STORAGE_KEY, JSON.stringify(next))
    else storage?.removeItem(STORAGE_KEY)
    listeners.forEach((listener) => listener())
  }

  return {
    get: () => current,
    signIn: (session) => set(sessionSchema.parse(session)),
    signOut: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const sessionStore = createSessionStore()

export function useSession(store: SessionStore = sessionStore): Session | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { discardAllDrafts } from '@/workflows/browser/form-draft'

/** The token lives in memory and sessionStorage only: it survives a reload, never localStorage or a cookie. */
export const sessionSchema = z.object({
  token: z.string().min(1),
  apiBaseUrl: z.string().url(),
})
export type Session = z.infer<typeof sessionSchema>

const STORAGE_KEY = 'polder.session'

type Listener = () => void

/** Why the last session ended: the route guard sends an expired session back with a `next`. */
export type SignOutReason = 'signed-out' | 'unauthorized'

export type SessionStore = {
  get: () => Session | null
  signIn: (session: Session) => void
  signOut: (reason?: SignOutReason) => void
  lastSignOutReason: () => SignOutReason | null
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
  let signOutReason: SignOutReason | null = null
  const listeners = new Set<Listener>()

  function set(next: Session | null, reason: SignOutReason | null) {
    current = next
    signOutReason = reason
    if (next) storage?.setItem(STORAGE_KEY, JSON.stringify(next))
    else storage?.removeItem(STORAGE_KEY)
    listeners.forEach((listener) => listener())
  }

  return {
    get: () => current,
    signIn: (session) => set(sessionSchema.parse(session), null),
    signOut: (reason = 'signed-out') => {
      set(null, reason)
      // An expired token keeps the drafts for the same person signing in again; signing out ends them.
      if (reason === 'signed-out') discardAllDrafts(storage)
    },
    lastSignOutReason: () => signOutReason,
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

import type { QueryClient } from '@tanstack/react-query'
import { createApiClient } from '@/api/client'
import type { Deadlines } from '@/api/deadline'
import type { ApiError } from '@/api/errors'
import { profile, type Profile } from '@/api/auth/schema'
import { setSessionClient } from '@/api/session-client'
import { sessionStore, type Session, type SessionStore } from './session'

type Connection = {
  queryClient: QueryClient
  store?: SessionStore
  /** Where requests go without a session: the demo's own /v3, or config.json's server. */
  fallbackBaseUrl: string | null
  onUnauthorized: (error: ApiError) => void
  /** config.json's deadlines (docs/records/0001-client-side-retries.md "Deadlines"). */
  deadlines?: Partial<Deadlines>
}

/**
 * Gives the query cache a new API client whenever a session begins or ends, made with that
 * session's server and token (docs/records/0007-api-client-per-session.md).
 */
export function connectApi(connection: Connection): () => void {
  const {
    queryClient,
    store = sessionStore,
    fallbackBaseUrl,
    onUnauthorized,
    deadlines,
  } = connection
  const applySession = () => {
    const session = store.get()
    const baseUrl = session?.apiBaseUrl ?? fallbackBaseUrl
    if (!baseUrl) return
    const token = session?.token ?? null
    setSessionClient(queryClient, createApiClient({ baseUrl, token, onUnauthorized, deadlines }))
  }
  applySession()
  return store.subscribe(applySession)
}

/**
 * Checks a token before it becomes the session, with a client of its own that lives for this one
 * request (no retries: a wrong address should fail fast). The session's client is never touched.
 */
export function verifyCredentials(
  credentials: Session,
  deadlines?: Partial<Deadlines>,
): Promise<Profile> {
  const { apiBaseUrl, token } = credentials
  return createApiClient({ baseUrl: apiBaseUrl, token, retry: false, deadlines }).get(
    '/auth/profile/',
    profile,
  )
}

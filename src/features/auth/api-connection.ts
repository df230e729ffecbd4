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
  deadlines?: Partial<Deadlines>
}

/** A new API client per session, with its server and token (docs/records/0007-api-client-per-session.md). */
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

/** Checks a token with a one-request client without retries: a wrong address should fail fast. */
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

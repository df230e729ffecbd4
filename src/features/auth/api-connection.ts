import { api, configureApi } from '@/api/client'
import type { ApiError } from '@/api/errors'
import { profile, type Profile } from '@/api/schemas/auth'
import { sessionStore, type Session, type SessionStore } from './session'

type Connection = {
  store: SessionStore
  /** Where requests go without a session: the demo's own /v3, or config.json's server. */
  fallbackBaseUrl: string | null
  onUnauthorized: (error: ApiError) => void
}

let connection: Connection | null = null

function applySession(): void {
  if (!connection) return
  const { store, fallbackBaseUrl, onUnauthorized } = connection
  const baseUrl = store.get()?.apiBaseUrl ?? fallbackBaseUrl
  if (!baseUrl) return
  configureApi({ baseUrl, getToken: () => store.get()?.token ?? null, onUnauthorized })
}

/** Keeps the one API client pointed at the signed-in server with the signed-in token. */
export function connectApi(
  options: Omit<Connection, 'store'> & { store?: SessionStore },
): () => void {
  const store = options.store ?? sessionStore
  connection = { ...options, store }
  applySession()
  return store.subscribe(applySession)
}

/**
 * Checks a token before it becomes the session. The client is configured globally, so it is lent
 * the candidate credentials for this one request (no retries: a wrong address should fail fast)
 * and handed back to the session afterwards.
 */
export async function verifyCredentials(credentials: Session): Promise<Profile> {
  try {
    configureApi({
      baseUrl: credentials.apiBaseUrl,
      getToken: () => credentials.token,
      retry: false,
    })
    return await api.get('/auth/profile/', profile)
  } finally {
    applySession()
  }
}

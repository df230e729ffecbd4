import { Navigate, Outlet, useLocation } from 'react-router'
import { sessionStore, useSession } from '@/features/auth/session'
import { signInPath } from '@/features/auth/sign-in-search'

/** Every page but sign-in needs a session; an expired one comes back here after signing in. */
export function RequireSession() {
  const session = useSession()
  const location = useLocation()
  if (session) return <Outlet />
  const reason = sessionStore.lastSignOutReason()
  if (reason === 'signed-out') return <Navigate to={signInPath()} replace />
  const next = `${location.pathname}${location.search}`
  const target = signInPath({
    next,
    reason: reason === 'unauthorized' ? 'unauthorized' : undefined,
  })
  return <Navigate to={target} replace />
}

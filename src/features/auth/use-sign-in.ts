import { useMutation, useQueryClient } from '@tanstack/react-query'
import { authKeys } from '@/api/auth/queries'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { verifyCredentials } from './api-connection'
import { sessionStore, type Session } from './session'

/** Starts a fresh session without the previous user's cache once the token checks out. */
export function useSignIn() {
  const queryClient = useQueryClient()
  const { deadlines } = useRuntimeConfig()
  return useMutation({
    mutationFn: (credentials: Session) => verifyCredentials(credentials, deadlines),
    onSuccess: (profile, credentials) => {
      queryClient.clear()
      sessionStore.signIn(credentials)
      queryClient.setQueryData(authKeys.profile(), profile)
    },
  })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return () => {
    sessionStore.signOut('signed-out')
    queryClient.clear()
  }
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { RuntimeConfig } from '@/config/runtime-config'
import { RuntimeConfigContext } from '@/config/runtime-config-context'

export function AppProviders({
  config,
  queryClient,
  children,
}: {
  config: RuntimeConfig
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <RuntimeConfigContext value={config}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RuntimeConfigContext>
  )
}

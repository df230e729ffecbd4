import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { DomRouterProvider } from '@/components/dom-router-provider'
import { watchPageLeaving } from '@/workflows/browser/page-leaving'
import { createQueryClient } from '@/api/query-client'
import { Toaster } from '@/components/toaster'
import { configFileUrl, loadRuntimeConfig, type RuntimeConfig } from '@/config/runtime-config'
import { connectApi } from '@/features/auth/api-connection'
import { sessionStore } from '@/features/auth/session'
import { shareSessionAcrossTabs } from '@/features/auth/tab-session'
import { reportBackgroundError } from './background-error'
import { AppProviders } from './providers'
import { routes } from './routes'
import { StartupErrorPage } from './startup-error-page'

async function startDemoBackendIfWanted(config: RuntimeConfig): Promise<void> {
  if (config.mode !== 'demo') return
  const { startDemoBackend } = await import('@/mocks/browser')
  await startDemoBackend()
}

async function renderApp(root: Root, config: RuntimeConfig): Promise<void> {
  watchPageLeaving(window)
  const queryClient = createQueryClient({ onBackgroundError: reportBackgroundError })
  // A new tab takes the session of an open one (a short, bounded wait) before any route decides.
  await shareSessionAcrossTabs({
    store: sessionStore,
    onSignedOutElsewhere: () => queryClient.clear(),
  }).received
  connectApi({
    queryClient,
    fallbackBaseUrl: config.apiBaseUrl,
    deadlines: config.deadlines,
    // Any 401 ends the session; the route guard then sends the user to sign-in and back.
    onUnauthorized: () => {
      if (sessionStore.get()) sessionStore.signOut('unauthorized')
    },
  })
  const router = createBrowserRouter(routes)
  root.render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <DomRouterProvider router={router} />
        <Toaster />
      </AppProviders>
    </StrictMode>,
  )
}

export async function startApp(root: Root): Promise<void> {
  // From the app's base, not the page: a deep link such as /models/12 must find it too.
  const url = configFileUrl(import.meta.env.BASE_URL, window.location.origin)
  let config: RuntimeConfig
  try {
    config = await loadRuntimeConfig({
      url,
      origin: window.location.origin,
      defaults: { apiBaseUrl: import.meta.env.VITE_API_BASE_URL },
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    root.render(
      <StartupErrorPage title="The app configuration is missing or invalid" message={message} />,
    )
    return
  }
  try {
    await startDemoBackendIfWanted(config)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    root.render(
      <StartupErrorPage
        title="The demo backend could not start"
        message={`${message} The demo needs a browser with service workers (not a private window in some browsers).`}
      />,
    )
    return
  }
  await renderApp(root, config)
}

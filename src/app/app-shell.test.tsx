import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { DomRouterProvider } from '@/components/dom-router-provider'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { Toaster } from '@/components/toaster'
import type { RuntimeConfig } from '@/config/runtime-config'
import { connectApi } from '@/features/auth/api-connection'
import { sessionStore } from '@/features/auth/session'
import { TEST_API_BASE } from '@/mocks/node'
import { setupTestBackend } from '@/testing/render-with-backend'
import { AppProviders } from './providers'
import { routes } from './routes'

// The app connects the API client itself, through the session, as it does in the browser.
setupTestBackend()
const disconnects: (() => void)[] = []
afterEach(() => {
  disconnects.splice(0).forEach((disconnect) => disconnect())
  sessionStore.signOut()
  sessionStorage.clear()
})

function renderApp(path: string, mode: RuntimeConfig['mode'] = 'real') {
  const config: RuntimeConfig = { mode, apiBaseUrl: TEST_API_BASE, basemaps: [], deadlines: {} }
  const queryClient = createQueryClient()
  const disconnect = connectApi({
    queryClient,
    fallbackBaseUrl: config.apiBaseUrl,
    onUnauthorized: () => {
      if (sessionStore.get()) sessionStore.signOut('unauthorized')
    },
  })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppProviders config={config} queryClient={queryClient}>
      <DomRouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  )
  disconnects.push(disconnect)
  return { router, ...view }
}

function here(router: ReturnType<typeof renderApp>['router']): string {
  const { pathname, search } = router.state.location
  return `${pathname}${search}`
}

async function signInWithToken(token: string) {
  await userEvent.type(await screen.findByLabelText(/^Token/), token)
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('app shell', () => {
  it('sends a signed-out visitor to sign-in and back to the page asked for', async () => {
    const { router } = renderApp('/no-such-page?tab=events')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(here(router)).toBe('/sign-in?next=%2Fno-such-page%3Ftab%3Devents')
    expect(screen.getByLabelText(/^API base URL/)).toHaveValue(TEST_API_BASE)

    await signInWithToken('demo-modeller')

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(here(router)).toBe('/no-such-page?tab=events')
  })

  it('refuses an unknown token and keeps what was typed', async () => {
    renderApp('/sign-in')
    await signInWithToken('nope')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This token was not accepted by ${TEST_API_BASE} (401).`,
    )
    expect(screen.getByLabelText(/^Token/)).toHaveValue('nope')
    expect(sessionStore.get()).toBeNull()
  })

  it('greets the user on the home page with their organisations, and signs out', async () => {
    renderApp('/sign-in')
    await signInWithToken('demo-modeller')
    expect(await screen.findByRole('heading', { name: 'Welcome, Maartje' })).toBeInTheDocument()
    expect(await screen.findByText('Polder Water Board')).toBeInTheDocument()
    const navigation = screen.getByRole('navigation', { name: 'Main' })
    expect(within(navigation).getByRole('link', { name: 'Simulations' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(sessionStorage.length).toBe(0)
  })

  it('ends a session whose token the API refuses and says why', async () => {
    sessionStore.signIn({ token: 'revoked', apiBaseUrl: TEST_API_BASE })
    const { router } = renderApp('/')
    expect(await screen.findByText(/Your token was not accepted \(401\)/)).toBeInTheDocument()
    expect(here(router)).toBe('/sign-in?reason=unauthorized')
    expect(sessionStore.get()).toBeNull()
  })

  it('offers one-click demo accounts in demo mode', async () => {
    renderApp('/sign-in', 'demo')
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in as outsider (Coastal Consultants)' }),
    )
    expect(await screen.findByRole('heading', { name: 'Welcome, Olaf' })).toBeInTheDocument()
    expect(await screen.findByText('Coastal Consultants')).toBeInTheDocument()
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toHaveTextContent(
      'Demo mode: data is simulated in your browser',
    )
  })
})

import { Outlet } from 'react-router'
import { useRuntimeConfig } from '@/config/runtime-config-context'
import { AppHeader } from './app-header'
import { DemoBanner } from './demo-banner'

export function RootLayout() {
  const { mode } = useRuntimeConfig()
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {mode === 'demo' ? <DemoBanner /> : null}
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}

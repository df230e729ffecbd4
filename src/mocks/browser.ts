import { setupWorker } from 'msw/browser'
import { clearWorld, loadWorld, saveWorld } from './db/persistence'
import { createMockBackend, type MockBackend } from './handlers'

/** The demo serves the API and the storage from the app's own origin, through the worker. */
export function demoBaseUrls(origin = window.location.origin) {
  return { api: `${origin}/v3`, storage: `${origin}/mock-storage` }
}

let demo: MockBackend | undefined

/** Starts the service worker before the first render; the world survives reloads. */
export async function startDemoBackend(): Promise<MockBackend> {
  if (demo) return demo
  const persist = (world: MockBackend['world']) => saveWorld(window.localStorage, world)
  const world = loadWorld(window.localStorage) ?? undefined
  const backend = createMockBackend({
    storageBaseUrl: demoBaseUrls().storage,
    persist,
    ...(world ? { world } : {}),
  })
  if (!world) persist(backend.world)
  await setupWorker(...backend.handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  demo = backend
  return backend
}

/** Back to the seeded demo world (and an empty object store), persisted at once. */
export function resetDemo(): void {
  clearWorld(window.localStorage)
  demo?.reset()
}

import { setupWorker } from 'msw/browser'
import { clearWorld } from './db/persistence'
import { tabSharedPersistence } from './db/tab-shared-persistence'
import { setModelFileProducer } from './seed/models/model-files'
import { modelFilesInWorker } from './seed/models/model-files-in-worker'
import { createMockBackend, type MockBackend } from './handlers'
import { setResultFileGenerator } from './simulations/results/generator'
import { workerResultFileGenerator } from './simulations/results/worker-generator'
import { indexedDbPersistence } from './storage/indexeddb-persistence'
import type { ObjectPersistence, PersistedObject } from './storage/object-persistence'
import { keptSigningSecret } from './storage/url-signing'
import { answerUpdateRefusals, assertWorkerScript, untilControlled } from './worker-control'

/** The demo serves the API and the storage from the app's own origin, through the worker. */
export function demoBaseUrls(origin = window.location.origin) {
  return { api: `${origin}/v3`, storage: `${origin}/mock-storage` }
}

let demo: MockBackend | undefined

/**
 * Starts the service worker and resolves once it controls the page, before the first render; the
 * world survives reloads and is shared with the demo's other tabs through localStorage.
 */
export async function startDemoBackend(): Promise<MockBackend> {
  if (demo) return demo
  const store = window.localStorage
  // gridadmin.h5 and the cells of a million-cell model are made off the page thread, and cached.
  setModelFileProducer(modelFilesInWorker())
  const kept = await openUploadedObjects()
  // Result files (NetCDF, ZIP) are generated when a run ends, in a worker, not on the page.
  setResultFileGenerator(workerResultFileGenerator(), { startAtRunEnd: true })
  const backend = createMockBackend({
    ...(kept ? { objectPersistence: kept.persistence } : {}),
    storageBaseUrl: demoBaseUrls().storage,
    storageSecret: keptSigningSecret(store),
    // Shared with the demo's other tabs: each transaction reads the newest saved world and saves
    // its change under one Web Lock, so no tab checks or writes over a world another is changing.
    persistence: tabSharedPersistence(store),
  })
  for (const object of kept?.objects ?? []) {
    backend.storage.put(object.key, object.body, object.contentType)
  }
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`
  await assertWorkerScript(url)
  // Absent where service workers are (jsdom in the unit tests).
  answerUpdateRefusals(globalThis.ServiceWorkerRegistration?.prototype)
  await setupWorker(...backend.handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url },
  })
  await untilControlled(navigator.serviceWorker)
  demo = backend
  return backend
}

/**
 * The uploaded bytes kept by earlier visits, and where to keep new ones; without IndexedDB (a
 * private window may refuse it) uploads live in memory only, as before.
 */
async function openUploadedObjects(): Promise<
  { persistence: ObjectPersistence; objects: PersistedObject[] } | undefined
> {
  try {
    const persistence = indexedDbPersistence()
    return { persistence, objects: await persistence.loadAll() }
  } catch {
    return undefined
  }
}

/** Back to the seeded demo world (and an empty object store), persisted at once. */
export function resetDemo(): void {
  clearWorld(window.localStorage)
  demo?.reset()
}

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

export function demoBaseUrls(origin = window.location.origin) {
  return { api: `${origin}/v3`, storage: `${origin}/mock-storage` }
}

let demo: MockBackend | undefined

export async function startDemoBackend(): Promise<MockBackend> {
  if (demo) return demo
  const store = window.localStorage
  setModelFileProducer(modelFilesInWorker())
  const kept = await openUploadedObjects()
  setResultFileGenerator(workerResultFileGenerator(), { startAtRunEnd: true })
  const backend = createMockBackend({
    ...(kept ? { objectPersistence: kept.persistence } : {}),
    storageBaseUrl: demoBaseUrls().storage,
    storageSecret: keptSigningSecret(store),
    // Shared by the demo's tabs: each transaction reads the newest world, saves under a Web Lock.
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

/** Without IndexedDB (a private window may refuse it) uploads live in memory only. */
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

export function resetDemo(): void {
  clearWorld(window.localStorage)
  demo?.reset()
}

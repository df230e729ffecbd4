import { http, type HttpHandler } from 'msw'
import { createWorld } from '../db/create-world'
import { createStore, type MockStore, type WorldPersistence } from '../db/store'
import type { World } from '../db/world'
import type { HttpMethod, Route, UploadListener } from '../router'
import { boundaryFileUploadListener } from '../simulations/boundary-conditions/validation'
import { rainUploadListener } from '../simulations/rain/validation'
import { createObjectStore } from '../storage/memory-object-store'
import type { ObjectPersistence } from '../storage/object-persistence'
import type { ObjectStore } from '../storage/object-store'
import { createStorageHandler } from '../storage/storage-handler'
import { createApiAnswerer, splitApiPath } from './answer-api'
import { authRoutes } from './auth'
import { modelRoutes } from './models'
import { simulationRoutes } from './simulations'

/** Every API route, relative to `/v3`. Add a resource's routes here. */
export const routes: Route[] = [...authRoutes, ...modelRoutes, ...simulationRoutes]

/** Resources that react to uploads (e.g. validate a file after its PUT) add a listener here. */
export const uploadListeners: UploadListener[] = [rainUploadListener, boundaryFileUploadListener]

export const DEFAULT_STORAGE_BASE_URL = 'http://storage.test/mock-storage'

export type MockBackendOptions = {
  world?: World
  now?: () => Date
  storageBaseUrl?: string
  /** Where the world is kept (demo: localStorage, server: a file); without it, in memory only. */
  persistence?: WorldPersistence
  objectPersistence?: ObjectPersistence
  storageSecret?: string
}

export type MockBackend = {
  handlers: HttpHandler[]
  readonly world: World
  storage: ObjectStore
  handleApi: (request: Request) => Promise<Response>
  handleStorage: (request: Request) => Promise<Response>
  allowedMethods: (url: URL) => HttpMethod[] | null
  reset: () => void
}

export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const now = options.now ?? (() => new Date())
  const storageBaseUrl = (options.storageBaseUrl ?? DEFAULT_STORAGE_BASE_URL).replace(/\/+$/, '')
  const storage = createObjectStore({
    baseUrl: storageBaseUrl,
    now,
    ...(options.storageSecret ? { secret: options.storageSecret } : {}),
  })
  const store = openStore(options, now)
  const change = async (work: (world: World) => void) => {
    await store.transaction(work)
  }
  storage.onUpload(async (key, object) => {
    await Promise.all(
      uploadListeners.map((listener) => listener({ storage, now, change }, key, object)),
    )
  })
  const handleStorage = createStorageHandler(storage, {
    persist: options.objectPersistence?.save,
  })
  const handleApi = createApiAnswerer({ routes, store, storage, now, change })
  return {
    handlers: [
      http.all('*/v3/*', ({ request }) => handleApi(request)),
      http.all(`${storageBaseUrl}/*`, ({ request }) => handleStorage(request)),
    ],
    get world() {
      return store.world
    },
    storage,
    handleApi,
    handleStorage,
    allowedMethods: (url) => allowedMethods(url),
    reset: () => {
      store.replace(createWorld({ now: now() }))
      storage.clear()
      void options.objectPersistence?.clear().catch(() => undefined)
    },
  }
}

/** The kept world, else the given or seeded one, saved at once so other tabs share it. */
function openStore(options: MockBackendOptions, now: () => Date): MockStore {
  const kept = options.persistence?.load()
  if (kept) return createStore(kept, options.persistence)
  const store = createStore(options.world ?? createWorld({ now: now() }), options.persistence)
  if (options.persistence) store.replace(store.world)
  return store
}

function allowedMethods(url: URL): HttpMethod[] | null {
  const api = splitApiPath(url)
  const allowed = api ? routes.filter((route) => route.matcher.test(api.path)) : []
  return allowed.length > 0 ? allowed.map((route) => route.method) : null
}

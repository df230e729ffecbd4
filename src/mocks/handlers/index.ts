import { http, type HttpHandler } from 'msw'
import { authenticate } from '../auth'
import { createWorld } from '../db/create-world'
import type { World } from '../db/world'
import { insufficientStorage, methodNotAllowed, notFound } from '../http'
import {
  matchRoute,
  type HttpMethod,
  type Route,
  type RouteContext,
  type UploadListener,
} from '../router'
import { boundaryFileUploadListener } from '../simulations/boundary-conditions/validation'
import { rainUploadListener } from '../simulations/rain/validation'
import { createObjectStore } from '../storage/memory-object-store'
import type { ObjectPersistence } from '../storage/object-persistence'
import type { ObjectStore } from '../storage/object-store'
import { createStorageHandler } from '../storage/storage-handler'
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
  /** Absolute URL of the object storage endpoint; pre-signed URLs point below it. */
  storageBaseUrl?: string
  /**
   * Called with the world after every mutation (the browser demo saves it). `false`: the save was
   * refused (storage quota); the request's changes are then rolled back and it answers 507.
   */
  persist?: (world: World) => boolean | void
  /**
   * Asked before every request: a newer world saved elsewhere (another tab of the demo), or null.
   * Without it a tab would answer, and save, its stale copy over the other tab's changes.
   */
  refresh?: () => World | null
  /** Keeps uploaded bytes across reloads (the browser demo: IndexedDB). */
  objectPersistence?: ObjectPersistence
  /** The key that signs storage URLs; by default a random one for this backend (process). */
  storageSecret?: string
}

export type MockBackend = {
  /** msw handlers: the API under any `.../v3/...` and the storage under `storageBaseUrl`. */
  handlers: HttpHandler[]
  /** The current world; `reset()` replaces it. */
  readonly world: World
  storage: ObjectStore
  handleApi: (request: Request) => Promise<Response>
  handleStorage: (request: Request) => Promise<Response>
  /** The methods the API route at `url` takes, or null when no route is there. */
  allowedMethods: (url: URL) => HttpMethod[] | null
  /** Back to the seeded world, with an empty object store. */
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
  const answerStorage = createStorageHandler(storage, {
    persist: options.objectPersistence?.save,
  })
  let world = options.world ?? createWorld({ now: now() })
  const save = () => {
    options.persist?.(world)
  }
  const backendContext = {
    get world() {
      return world
    },
    storage,
    now,
    save,
  }

  storage.onUpload((key, object) => {
    for (const listener of uploadListeners) listener(backendContext, key, object)
  })

  const catchUp = () => {
    const newer = options.refresh?.()
    if (newer) world = newer
  }
  const handleStorage = (request: Request) => {
    catchUp()
    return answerStorage(request)
  }

  const handleApi = async (request: Request): Promise<Response> => {
    catchUp()
    const url = new URL(request.url)
    const api = splitApiPath(url)
    const match = api ? matchRoute(routes, request.method, api.path) : null
    if (!api || !match) return notFound()
    const auth = authenticate(request, world)
    if (!auth.ok) return auth.response
    if ('allowed' in match) return methodNotAllowed(request.method, match.allowed)
    // Never a half-written world: a change the demo cannot save is undone (issue 12).
    const before = options.persist && request.method !== 'GET' ? structuredClone(world) : null
    let refused = false
    const ctx: RouteContext = {
      request,
      params: match.params,
      query: url.searchParams,
      user: auth.user,
      world,
      storage,
      now,
      apiUrl: (path) => `${api.base}${path.startsWith('/') ? path : `/${path}`}`,
      save: () => {
        if (options.persist?.(world) === false) refused = true
      },
    }
    const response = await match.route.handler(ctx)
    if (!refused || before === null) return response
    world = before
    return insufficientStorage()
  }

  return {
    handlers: [
      http.all('*/v3/*', ({ request }) => handleApi(request)),
      http.all(`${storageBaseUrl}/*`, ({ request }) => handleStorage(request)),
    ],
    get world() {
      return world
    },
    storage,
    handleApi,
    handleStorage,
    allowedMethods: (url) => {
      const api = splitApiPath(url)
      const allowed = api ? routes.filter((route) => route.matcher.test(api.path)) : []
      return allowed.length > 0 ? allowed.map((route) => route.method) : null
    },
    reset: () => {
      world = createWorld({ now: now() })
      storage.clear()
      void options.objectPersistence?.clear().catch(() => undefined)
      save()
    },
  }
}

/** `https://host/prefix/v3/hydromodels/3/` -> base `https://host/prefix/v3`, path `/hydromodels/3/`. */
function splitApiPath(url: URL): { base: string; path: string } | null {
  const match = /^(.*?\/v3)(\/.*)?$/.exec(url.pathname)
  if (!match?.[1]) return null
  return { base: `${url.origin}${match[1]}`, path: match[2] ?? '/' }
}

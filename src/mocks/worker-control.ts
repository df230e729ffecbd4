/** How long the demo waits for its service worker to take the page before saying it cannot. */
export const CONTROL_TIMEOUT_MS = 15_000

/**
 * Resolves once a service worker controls this page, so no API request can leave for the static
 * server (a 404) before the mock answers it. A first visit gets control when the new worker claims
 * the page; after a hard reload (which bypasses workers) msw reloads the page, and this never
 * resolves in the meantime, so nothing is rendered or requested.
 */
export function untilControlled(
  container: ServiceWorkerContainer,
  timeoutMs = CONTROL_TIMEOUT_MS,
): Promise<void> {
  if (container.controller) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', onChange)
      reject(
        new Error(
          `The demo's service worker did not take control of this page within ${timeoutMs / 1000} s.`,
        ),
      )
    }, timeoutMs)
    function onChange() {
      if (!container.controller) return
      clearTimeout(timer)
      container.removeEventListener('controllerchange', onChange)
      resolve()
    }
    container.addEventListener('controllerchange', onChange)
  })
}

/**
 * msw only learns of a missing worker script on a first visit; with a worker installed earlier it
 * starts anyway and the browser's update check logs "Failed to update a ServiceWorker … Not
 * found". Asking first turns both into one clear start-up error.
 */
export async function assertWorkerScript(url: string): Promise<void> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => null)
  if (response?.ok) return
  const why = response ? `answered ${response.status}` : 'could not be fetched'
  throw new Error(`The demo's service worker script ${url} ${why}.`)
}

/**
 * msw 2 asks an installed worker for an update and never looks at the answer
 * (`existingRegistration.update()` in its getWorkerInstance, mswjs/msw#2006). The browser refuses
 * such a check now and then: "Not found" while the registration is going away, or when the page is
 * already reloading (msw reloads a page the worker does not control, then still asks). The refusal
 * was then uncaught: "Failed to update a ServiceWorker … Not found" on a few demo loads. The check
 * only looks for a newer script, which the next visit looks for again, so a refusal is answered
 * with the registration. On the prototype: the browser hands out a new registration object on
 * every `getRegistrations()`, so msw's is never one we could have been given. Call before msw.
 */
export function answerUpdateRefusals(prototype: ServiceWorkerRegistration | undefined): void {
  if (!prototype || answering.has(prototype)) return
  answering.add(prototype)
  const update = prototype.update
  prototype.update = function answeredUpdate(this: ServiceWorkerRegistration) {
    return update.call(this).catch((error: unknown) => {
      console.debug(
        'The demo worker could not check for a newer script; the next visit will.',
        error,
      )
      return this
    })
  }
}
const answering = new WeakSet<ServiceWorkerRegistration>()

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

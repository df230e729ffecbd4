export const CONTROL_TIMEOUT_MS = 15_000

/** Resolves once a service worker controls the page, so no API request hits the static server. */
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

export async function assertWorkerScript(url: string): Promise<void> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => null)
  if (response?.ok) return
  const why = response ? `answered ${response.status}` : 'could not be fetched'
  throw new Error(`The demo's service worker script ${url} ${why}.`)
}

/** msw 2 leaves a refused update check uncaught (mswjs/msw#2006): answer with the registration. */
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

import { addressOf } from './errors'

// A fetch the browser refused fails with a bare TypeError, whatever the cause.

export type Refusal = 'policy' | 'other' | 'unknown'

const GRACE_MS = 1_000

function canProbe(): boolean {
  return typeof document !== 'undefined' && typeof SecurityPolicyViolationEvent !== 'undefined'
}

/** Asks once more without CORS: a refusing policy fires a violation event here, even for a worker's fetch. */
export async function whyRefused(url: string): Promise<Refusal> {
  if (!canProbe()) return 'unknown'
  const origin = new URL(url, location.href).origin
  const probe = new AbortController()
  let stop = () => {}
  const refusal = await new Promise<Refusal>((decide) => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) decide('policy')
    }
    document.addEventListener('securitypolicyviolation', onViolation)
    // The policy refuses at once; an origin it allows may answer slowly or never, and that is all this needs to know.
    const allowed = setTimeout(() => decide('other'), GRACE_MS)
    stop = () => {
      clearTimeout(allowed)
      document.removeEventListener('securitypolicyviolation', onViolation)
    }
    const request = { mode: 'no-cors', credentials: 'omit', cache: 'no-store' } as const
    fetch(`${origin}/`, { ...request, signal: probe.signal }).then(
      () => decide('other'),
      // A refusal's violation event is a task of its own: let it run first.
      () => setTimeout(() => decide('other'), 0),
    )
  })
  stop()
  probe.abort()
  return refusal
}

export function refusalMessage(refusal: Refusal, url: string, what: string): string {
  const origin = new URL(url, globalThis.location?.href).origin
  const address = addressOf(url)
  switch (refusal) {
    case 'policy':
      return `The browser refused the request to ${address}: blocked by the page's Content-Security-Policy (connect-src must name ${origin}).`
    case 'other':
      return `Could not reach ${what} at ${address}: not reachable, or not allowed by CORS from ${location.origin}.`
    case 'unknown':
      return `Could not reach ${what} at ${address}. Check your network connection.`
  }
}

export async function explainFailedFetch(url: string, what: string): Promise<string> {
  return refusalMessage(await whyRefused(url), url, what)
}

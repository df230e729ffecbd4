/**
 * Whether this page has begun to unload. The demo's mock (msw) stops answering a page at its
 * `beforeunload`, so that page's last requests go on to the static server and come back as its
 * 404s and 405s, not the API's answers: a scenario set's runs (`runSet`, through `runCopy`) must
 * not keep them as failures (the next page goes on from the plan, and every step looks up what
 * exists before creating). A download can fire `beforeunload` without the page going away:
 * after a second it is taken as staying.
 */
export const STAYING_AFTER_MS = 1000

let leaving = false

export function pageIsLeaving(): boolean {
  return leaving
}

type Target = Pick<Window, 'addEventListener' | 'setTimeout'>

/** Starts watching `target` (the window, once at start). */
export function watchPageLeaving(target: Target): void {
  target.addEventListener('beforeunload', () => {
    leaving = true
    target.setTimeout(() => {
      leaving = false
    }, STAYING_AFTER_MS)
  })
  target.addEventListener('pageshow', () => {
    leaving = false
  })
}

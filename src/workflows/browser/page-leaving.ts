/** Whether this page has begun to unload. */
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

// A download can fire `beforeunload` without the page going away: after a second it is taken as staying.
export const STAYING_AFTER_MS = 1000

let leaving = false

export function pageIsLeaving(): boolean {
  return leaving
}

type Target = Pick<Window, 'addEventListener' | 'setTimeout'>

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

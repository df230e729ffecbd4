import { describe, expect, it } from 'vitest'
import { pageIsLeaving, STAYING_AFTER_MS, watchPageLeaving } from './page-leaving'

/** A window's events and timers, fired by hand. */
function fakeWindow() {
  const listeners = new Map<string, () => void>()
  const timers: { at: number; run: () => void }[] = []
  const target = {
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
    setTimeout: (run: () => void, at: number) => timers.push({ at, run }),
  } as unknown as Window
  return { target, fire: (name: string) => listeners.get(name)?.(), timers }
}

describe('pageIsLeaving', () => {
  it('is set when the page starts to unload, and cleared when it stays or is shown again', () => {
    const page = fakeWindow()
    watchPageLeaving(page.target)
    expect(pageIsLeaving()).toBe(false)
    page.fire('beforeunload')
    expect(pageIsLeaving()).toBe(true)
    // A download fired it, and the page stayed.
    expect(page.timers.map((timer) => timer.at)).toEqual([STAYING_AFTER_MS])
    page.timers[0]?.run()
    expect(pageIsLeaving()).toBe(false)
    page.fire('beforeunload')
    page.fire('pageshow')
    expect(pageIsLeaving()).toBe(false)
  })
})

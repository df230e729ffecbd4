import { beforeEach, vi } from 'vitest'

// A test that makes the app log an error fails (Epic Stack): errors must be shown, not logged.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

import { act } from '@testing-library/react'
import type { createMemoryRouter } from 'react-router'

/** Lets a test render an older change while newer ones are on their way, as router transitions do. */
export function holdNavigations(router: ReturnType<typeof createMemoryRouter>) {
  const navigate = router.navigate.bind(router)
  const held: Array<() => Promise<void>> = []
  router.navigate = ((...args: Parameters<typeof navigate>) => {
    held.push(() => navigate(...args))
    return Promise.resolve()
  }) as typeof router.navigate
  return {
    held: () => held.length,
    letThrough: async () => {
      const next = held.shift()
      if (!next) throw new Error('no navigation is held')
      await act(next)
    },
    letAllThrough: async () => {
      while (held.length > 0) await act(held.shift() ?? (() => Promise.resolve()))
    },
  }
}

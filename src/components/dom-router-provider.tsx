import { flushSync } from 'react-dom'
import { RouterProvider, type RouterProviderProps } from 'react-router'

const flushDomUpdates = (update: () => unknown): undefined => {
  flushSync(update)
  return undefined
}

/**
 * react-router's provider with React DOM's `flushSync`, so navigations that ask for it (map layer
 * toggles) apply at once. Not `react-router/dom`: under Vitest that entry loads a second copy of
 * the router, and its provider then misses the context the rest of the app reads.
 */
export function DomRouterProvider({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} flushSync={flushDomUpdates} />
}

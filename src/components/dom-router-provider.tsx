import { flushSync } from 'react-dom'
import { RouterProvider, type RouterProviderProps } from 'react-router'

const flushDomUpdates = (update: () => unknown): undefined => {
  flushSync(update)
  return undefined
}

/** Not `react-router/dom`: under Vitest it loads a second router whose context the app misses. */
export function DomRouterProvider({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} flushSync={flushDomUpdates} />
}

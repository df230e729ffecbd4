import { lazy, useState, type ComponentType } from 'react'

/** `React.lazy` suspends even when loaded and React holds the fallback 300 ms; this does not. */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to load is asked for again next time.
        loading = null
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloadable(props: Props) {
    // Decided once: switching between the two would mount the component again.
    const [Ready] = useState(() => loaded)
    return Ready ? <Ready {...props} /> : <Lazy {...props} />
  }
  return { Component: Preloadable, preload }
}

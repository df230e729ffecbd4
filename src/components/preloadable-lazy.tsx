import { lazy, useState, type ComponentType } from 'react'

/**
 * A component from a chunk of its own that can be fetched ahead (`preload`) and then renders at
 * once. `React.lazy` suspends on its first render even when its chunk has long been loaded, and
 * React then keeps the boundary's fallback on screen for at least 300 ms (its fallback throttle):
 * that wait stood in the opening of the model map and of the results map. A component not loaded
 * when it first renders suspends as `React.lazy` does, inside the caller's Suspense boundary.
 */
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

import { Component, Suspense, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/button'
import { LoadingState } from '@/components/loading-state'
import { preloadableLazy } from '@/components/preloadable-lazy'
import { useNearViewport } from '@/components/hooks/use-near-viewport'
import type { ModelMapProps } from './model-map'
import { supportsWebGl } from '@/engine/map-style/webgl'

// maplibre and its CSS live in this chunk only; nothing else imports model-map.
const modelMap = preloadableLazy(async () => {
  const module = await import('./model-map')
  module.prewarmMapWorkers()
  return module.ModelMap
})
const ModelMap = modelMap.Component

/** For a map shown once something else is ready: it then starts at once, with no fallback. */
export function preloadModelMap(): void {
  modelMap.preload().catch(() => {})
}

export function MapUnavailable({ reason }: { reason: string }) {
  return (
    <div className="map-unavailable" role="note">
      <p className="map-unavailable__title">The map cannot be shown in this browser</p>
      <p>{reason} The lists beside the map keep working.</p>
    </div>
  )
}

type BoundaryState = { error: Error | null }

/** A map that fails to start (no WebGL context, chunk not loaded) leaves the page usable. */
class MapErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const webgl = /webgl/i.test(error.message)
    return (
      <div className="map-unavailable" role="note">
        <MapUnavailable
          reason={
            webgl
              ? 'WebGL, which the map needs, could not be started.'
              : `The map could not start: ${error.message}.`
          }
        />
        <Button onClick={() => this.setState({ error: null })}>Try the map again</Button>
      </div>
    )
  }
}

/** Started near the viewport: a page of several maps starts only those its user scrolls to. */
export function LazyModelMap(props: ModelMapProps) {
  const [webgl] = useState(() => supportsWebGl())
  const placeholder = useRef<HTMLDivElement>(null)
  const near = useNearViewport(placeholder)
  if (!webgl) return <MapUnavailable reason="Your browser has no WebGL, which the map needs." />
  if (!near) {
    return (
      <div ref={placeholder} className="model-map model-map--waiting">
        <p className="muted">The map starts when it is scrolled into view.</p>
      </div>
    )
  }
  return (
    <MapErrorBoundary>
      <Suspense fallback={<LoadingState label="Loading the map…" />}>
        <ModelMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  )
}

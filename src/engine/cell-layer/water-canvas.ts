import type { Map as MaplibreMap } from 'maplibre-gl'
import type { CellValuesLayer } from './cell-values-layer'

export const NO_CONTEXT =
  'The browser gave no WebGL 2 context for the water: it holds only so many at a time, across its tabs.'

/** A canvas of its own (decision 0038): a time step redraws the water alone, not the basemap. */
export function startWaterCanvas(map: MaplibreMap, layers: readonly CellValuesLayer[]): () => void {
  const mapCanvas = map.getCanvas()
  const canvas = document.createElement('canvas')
  canvas.className = 'water-canvas'
  Object.assign(canvas.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    pointerEvents: 'none',
  } satisfies Partial<CSSStyleDeclaration>)
  canvas.setAttribute('aria-hidden', 'true')
  mapCanvas.after(canvas)
  const gl = canvas.getContext('webgl2', {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    depth: false,
    stencil: false,
  })
  if (!gl) {
    canvas.remove()
    // The map under it has a WebGL 2 context already: a browser holds only so many at a time.
    throw new Error(NO_CONTEXT)
  }

  let frame = 0
  const draw = () => {
    cancelAnimationFrame(frame)
    frame = 0
    if (gl.isContextLost()) return
    if (canvas.width !== mapCanvas.width) canvas.width = mapCanvas.width
    if (canvas.height !== mapCanvas.height) canvas.height = mapCanvas.height
    // Written only when changed: this runs in every map frame.
    const { width, height } = mapCanvas.style
    if (canvas.style.width !== width) canvas.style.width = width
    if (canvas.style.height !== height) canvas.style.height = height
    gl.viewport(0, 0, canvas.width, canvas.height)
    gl.clearColor(0, 0, 0, 0)
    gl.clear(gl.COLOR_BUFFER_BIT)
    const { mainMatrix } = map.transform.getProjectionDataForCustomLayer(true)
    for (const layer of layers) layer.drawWith(mainMatrix)
  }
  const requestFrame = () => {
    if (frame === 0) frame = requestAnimationFrame(draw)
  }
  const start = () => {
    for (const layer of layers) layer.startOn(gl, requestFrame)
    requestFrame()
  }
  // A lost context comes back when asked (preventDefault); the layers then upload again.
  const onLost = (event: Event) => event.preventDefault()
  canvas.addEventListener('webglcontextlost', onLost)
  canvas.addEventListener('webglcontextrestored', start)
  map.on('render', draw)
  start()

  return () => {
    map.off('render', draw)
    cancelAnimationFrame(frame)
    canvas.removeEventListener('webglcontextlost', onLost)
    canvas.removeEventListener('webglcontextrestored', start)
    for (const layer of layers) layer.stop()
    // The browser frees a context when it is collected; this frees it now.
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    canvas.remove()
  }
}

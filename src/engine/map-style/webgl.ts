/** maplibre-gl draws with WebGL (2, falling back to 1); without either the map cannot start. */
export function supportsWebGl(createCanvas: () => HTMLCanvasElement = defaultCanvas): boolean {
  try {
    const canvas = createCanvas()
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    context?.getExtension('WEBGL_lose_context')?.loseContext()
    return context !== null
  } catch {
    return false
  }
}

function defaultCanvas(): HTMLCanvasElement {
  return document.createElement('canvas')
}

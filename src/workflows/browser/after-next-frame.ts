/** A hidden page draws no frames, and a playback in a background tab must still go on. */
export const FRAME_WAIT_LIMIT_MS = 100

/** After the frame's animation callbacks (the map's drawing): work asked now does not delay it. */
export function afterNextFrame(callback: () => void): () => void {
  const timers: ReturnType<typeof setTimeout>[] = []
  let frame: number | null = null
  const cancel = () => {
    if (frame !== null) cancelAnimationFrame(frame)
    timers.forEach(clearTimeout)
  }
  const run = () => {
    cancel()
    callback()
  }
  if (typeof requestAnimationFrame !== 'function') {
    timers.push(setTimeout(run, 0))
    return cancel
  }
  frame = requestAnimationFrame(() => {
    frame = null
    timers.push(setTimeout(run, 0))
  })
  timers.push(setTimeout(run, FRAME_WAIT_LIMIT_MS))
  return cancel
}

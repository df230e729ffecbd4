/**
 * The longest wait for a frame: a hidden page draws none, and what waits for one must still
 * happen there (a playback going on in a background tab).
 */
export const FRAME_WAIT_LIMIT_MS = 100

/**
 * Runs `callback` once, after the next frame: after that frame's animation callbacks (a map's
 * drawing among them), so work asked for now does not stand before what is drawn. Without frames
 * (a hidden page) it runs after FRAME_WAIT_LIMIT_MS; without animation frames at all (jsdom), on
 * the next task. Returns a cancel.
 */
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

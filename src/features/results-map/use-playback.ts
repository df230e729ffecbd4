import { useEffect, useEffectEvent } from 'react'

/** Output steps shown per second at 1× speed. */
export const STEPS_PER_SECOND = 2

/** How often a paused-for-loading playback looks again whether the next step is ready. */
const READY_POLL_MS = 50

export type PlaybackOptions = {
  /** How many output steps there are. */
  count: number
  index: number
  onIndex: (index: number) => void
  playing: boolean
  onPlaying: (playing: boolean) => void
  /** 1 is STEPS_PER_SECOND steps a second. */
  speed: number
  /** Whether a step can be shown; playback waits on the next step until it is (never skips). */
  ready?: (index: number) => boolean
}

/**
 * Advances `index` one step at a time while `playing`, `STEPS_PER_SECOND × speed` steps a second,
 * waiting while the next step is not ready, and stops at the last step.
 */
export function usePlayback({
  count,
  index,
  onIndex,
  playing,
  onPlaying,
  speed,
  ready,
}: PlaybackOptions): void {
  // Latest callbacks without restarting the step's timer when a parent passes new functions.
  const isReady = useEffectEvent((next: number) => ready?.(next) ?? true)
  const advance = useEffectEvent((next: number) => onIndex(next))
  const stop = useEffectEvent(() => onPlaying(false))

  useEffect(() => {
    if (!playing) return
    const next = index + 1
    if (next >= count) {
      stop()
      return
    }
    let timer: ReturnType<typeof setTimeout>
    const step = () => {
      if (isReady(next)) advance(next)
      else timer = setTimeout(step, READY_POLL_MS)
    }
    timer = setTimeout(step, 1000 / (STEPS_PER_SECOND * speed))
    return () => clearTimeout(timer)
  }, [playing, index, count, speed])
}

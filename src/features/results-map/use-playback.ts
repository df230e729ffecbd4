import { useEffect, useEffectEvent } from 'react'

export const STEPS_PER_SECOND = 2

const READY_POLL_MS = 50

export type PlaybackOptions = {
  count: number
  index: number
  onIndex: (index: number) => void
  playing: boolean
  onPlaying: (playing: boolean) => void
  speed: number
  /** Playback waits on a step until it is ready: it never skips one. */
  ready?: (index: number) => boolean
}

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

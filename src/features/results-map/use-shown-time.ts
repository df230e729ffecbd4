import { useEffect, useEffectEvent, useRef } from 'react'
import { afterNextFrame } from '@/components/hooks/after-next-frame'
import { useFollowedState } from '@/components/hooks/use-followed-state'

/**
 * How long after the last step change the URL gets the time. The URL is the view to share, not
 * the live position: writing it renders the whole page again, which would stand between a key
 * press and the map's next frame (issue 23, step change ≤ 1.5× a repaint).
 */
export const URL_TIME_DELAY_MS = 400

/**
 * When the page shows a new time: `now`, or `after-frame` when the map's layers already hold the
 * step and draw it in their next frame; the page's render then comes after that frame instead of
 * before it (decision 0035, "A step's path").
 */
export type ShowWhen = 'now' | 'after-frame'

/**
 * The output time shown, moved by the time control, the chart and playback; the URL follows
 * URL_TIME_DELAY_MS after the last move. A time the URL gets from elsewhere (a link, back and
 * forward) is shown as it arrives. Moves asked for while one waits for a frame join it: the page
 * renders once, for the last of them.
 */
export function useShownTime(urlIndex: number, writeUrl: (index: number) => void) {
  const [shown, setShown] = useFollowedState(urlIndex)
  const waiting = useRef<{ index: number; cancel: () => void } | null>(null)
  /** The step asked for last, shown or still waiting for its frame or its render. */
  const asked = useRef(shown)
  const write = useEffectEvent((index: number) => writeUrl(index))
  useEffect(() => {
    if (shown === urlIndex) return
    // Only the step asked for last is written: a time already left behind (its move waiting
    // for a frame or a render) would come back through the router and take the page back there.
    const timer = setTimeout(() => asked.current === shown && write(shown), URL_TIME_DELAY_MS)
    return () => clearTimeout(timer)
  }, [shown, urlIndex])
  useEffect(() => () => waiting.current?.cancel(), [])
  const show = (index: number, when: ShowWhen = 'now') => {
    asked.current = index
    if (when === 'now') {
      waiting.current?.cancel()
      waiting.current = null
      setShown(index)
      return
    }
    if (waiting.current) {
      waiting.current.index = index
      return
    }
    const next = { index, cancel: () => {} }
    next.cancel = afterNextFrame(() => {
      waiting.current = null
      setShown(next.index)
    })
    waiting.current = next
  }
  return [shown, show] as const
}

import { useEffect, useEffectEvent, useRef } from 'react'
import { afterNextFrame } from '@/workflows/browser/after-next-frame'
import { useFollowedState } from '@/components/hooks/use-followed-state'

// The URL is the view to share: writing it renders the page, which must not delay a frame.
export const URL_TIME_DELAY_MS = 400

export type ShowWhen = 'now' | 'after-frame'

/** The output time shown; moves waiting for a frame join, and the URL follows after a pause. */
export function useShownTime(urlIndex: number, writeUrl: (index: number) => void) {
  const [shown, setShown] = useFollowedState(urlIndex)
  const waiting = useRef<{ index: number; cancel: () => void } | null>(null)
  const asked = useRef(shown)
  const write = useEffectEvent((index: number) => writeUrl(index))
  useEffect(() => {
    if (shown === urlIndex) return
    // Only the last step asked is written: an older one would take the page back there.
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

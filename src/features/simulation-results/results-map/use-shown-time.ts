import { useEffect, useEffectEvent, useState } from 'react'

/**
 * How long after the last step change the URL gets the time. The URL is the view to share, not
 * the live position: writing it renders the whole page again, which would stand between a key
 * press and the map's next frame (issue 23, step change ≤ 1.5× a repaint).
 */
export const URL_TIME_DELAY_MS = 400

/**
 * The output time shown, moved at once by the time control, the chart and playback; the URL
 * follows URL_TIME_DELAY_MS after the last move. A time the URL gets from elsewhere (a link,
 * back and forward) is shown as it arrives.
 */
export function useShownTime(urlIndex: number, writeUrl: (index: number) => void) {
  const [shown, setShown] = useState({ index: urlIndex, fromUrl: urlIndex })
  if (shown.fromUrl !== urlIndex) setShown({ index: urlIndex, fromUrl: urlIndex })
  const write = useEffectEvent((index: number) => writeUrl(index))
  useEffect(() => {
    if (shown.index === urlIndex) return
    const timer = setTimeout(() => write(shown.index), URL_TIME_DELAY_MS)
    return () => clearTimeout(timer)
  }, [shown.index, urlIndex])
  const show = (index: number) => setShown((last) => ({ ...last, index }))
  return [shown.index, show] as const
}

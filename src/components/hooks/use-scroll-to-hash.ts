import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Brings the URL's #anchor into view once it is drawn: the page's sections load after it mounts. */
export function useScrollToHash() {
  const { hash } = useLocation()
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (id === '') return
    const show = () => {
      const target = document.getElementById(id)
      if (target === null) return false
      target.scrollIntoView({ block: 'start' })
      if (target.tabIndex >= 0 || target.hasAttribute('tabindex'))
        target.focus({ preventScroll: true })
      return true
    }
    if (show()) return
    const observer = new MutationObserver(() => {
      if (show()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [hash])
}
